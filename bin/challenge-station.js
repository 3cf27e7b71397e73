#!/usr/bin/env node
// Runs the TypeScript CLI directly: Node ≥ 22.18 strips types natively, so there is no build step.
// No static import: an old Node must reach the check below, not fail on what it cannot load.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `challenge-station needs Node 22.18 or newer (this is ${process.version}); run \`npm ci\`, which brings the project's own Node, then \`bin/challenge-station\`.`,
  );
  process.exit(2);
}
// Node's compile cache for every module after this one (electron/cli/compile-cache.js says why).
(await import('../electron/cli/compile-cache.js')).enableCliCompileCache();
await import('../electron/cli/main.ts');
