#!/usr/bin/env node
// Runs the TypeScript CLI directly: Node ≥ 22.18 strips types natively, so there is no build step.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `challenge-station needs Node 22.18 or newer (this is ${process.version}); run it with \`npx challenge-station\`, which uses the project's own Node.`,
  );
  process.exit(2);
}
await import('../electron/cli/main.ts');
