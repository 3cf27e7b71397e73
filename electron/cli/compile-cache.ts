// Stripping the types of every module and compiling it was most of each command's start-up. Node's
// compile cache keeps both, keyed by each file's contents, in the user's own cache folder (not the
// shared temporary one Node defaults to: whoever can write the cache chooses the code that runs).
// NODE_COMPILE_CACHE overrides the folder; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import envPaths from 'env-paths';

/** Turns Node's compile cache on for every module loaded after this call. */
export function enableCliCompileCache(): void {
  enableCompileCache(
    process.env['NODE_COMPILE_CACHE'] ??
      join(envPaths('Challenge Station', { suffix: '' }).cache, 'node-compile-cache'),
  );
}
