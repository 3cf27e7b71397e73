// What commander gets for `node:child_process` in the bundled CLI (build/vite.cli.config.ts).
// Commander imports it at load for one thing, running a subcommand as another executable, which this
// CLI never does; loading it pulls in Node's net and streams too, ~5 ms of every command's start.
// So its one use, `spawn`, loads the real module if it is ever called.
import type { spawn as Spawn } from 'node:child_process';

const lazyChildProcess = {
  spawn: ((...args: Parameters<typeof Spawn>) =>
    process.getBuiltinModule('node:child_process').spawn(...args)) as typeof Spawn,
};

export default lazyChildProcess;
