#!/usr/bin/env node
// Runs the TypeScript CLI directly: Node ≥ 22.18 strips types natively, so there is no build step.
// Default imports only: a named import missing from an old Node would fail before the check below.
import nodeModule from 'node:module';
import nodePath from 'node:path';
import envPaths from 'env-paths';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `challenge-station needs Node 22.18 or newer (this is ${process.version}); run \`npm ci\`, which brings the project's own Node, then \`bin/challenge-station\`.`,
  );
  process.exit(2);
}
// Stripping the types of every module and compiling it was most of each command's start-up. Node's
// compile cache keeps both, keyed by each file's contents, in the user's own cache folder (not the
// shared temporary one Node defaults to: whoever can write the cache chooses the code that runs).
// NODE_COMPILE_CACHE overrides the folder; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
nodeModule.enableCompileCache(
  process.env.NODE_COMPILE_CACHE ??
    nodePath.join(envPaths('Challenge Station', { suffix: '' }).cache, 'node-compile-cache'),
);
await import('../electron/cli/main.ts');
