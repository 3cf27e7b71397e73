// @ts-check
// Stripping the types of every module and compiling it was most of each command's start-up. Node's
// compile cache keeps both, keyed by each file's contents, in the user's own cache folder (not the
// shared temporary one Node defaults to: whoever can write the cache chooses the code that runs).
// NODE_COMPILE_CACHE overrides the folder; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
// JavaScript, not TypeScript: a checkout's entry loads it before any TypeScript, so that when the
// cache holds every module Node never loads its type stripper (a WebAssembly module, decoded and
// compiled at each start, which cost more than all the command's own modules).
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import envPaths from 'env-paths';

/**
 * Turns Node's compile cache on for every module loaded after this call.
 * @returns {void}
 */
export function enableCliCompileCache() {
  enableCompileCache(
    process.env['NODE_COMPILE_CACHE'] ??
      join(envPaths('Challenge Station', { suffix: '' }).cache, 'node-compile-cache'),
  );
}
