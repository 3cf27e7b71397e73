// The CLI as the Debian package runs it: `npm run build:cli` bundles the command line, the web
// station it starts (`kiosk start`) and the station's hall process into dist/cli/, CommonJS, split
// into chunks that each command loads only when it runs. A checkout runs the TypeScript sources
// instead (bin/challenge-station.js); this is start-up time for the installed command, measured in
// bench/start-up.ts: CommonJS skips the ES loader's resolving and linking and Node's ES facades of
// its built-in modules, and a command loads its chunks, not every module of the app.
// Every file lands in dist/cli/ itself, chunks included: electron/core/app-root.ts relies on it.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { NODE_BUILTINS, NODE_BUNDLE_BUILD } from './node-bundle.ts';

const PROJECT_DIR = fileURLToPath(new URL('..', import.meta.url));
const COMMANDER_CHILD_PROCESS = fileURLToPath(new URL('commander-child-process.ts', import.meta.url));

/** Whether `id` is Node's child_process imported by commander (build/commander-child-process.ts). */
function commandersChildProcess(id: string, importer: string | undefined): boolean {
  return /^(?:node:)?child_process$/u.test(id) && (importer?.includes('/node_modules/commander/') ?? false);
}

const lazyChildProcessForCommander: Plugin = {
  name: 'lazy-child-process-for-commander',
  enforce: 'pre',
  resolveId: (id, importer) => (commandersChildProcess(id, importer) ? COMMANDER_CHILD_PROCESS : null),
};

// better-sqlite3 is a native module, installed beside the bundle; Node's builtins are Node's.
const EXTERNAL = ['better-sqlite3', ...NODE_BUILTINS];

export default defineConfig({
  root: PROJECT_DIR,
  publicDir: false,
  logLevel: 'warn',
  plugins: [lazyChildProcessForCommander],
  ssr: { noExternal: true, external: ['better-sqlite3'] },
  build: {
    outDir: 'dist/cli',
    emptyOutDir: true,
    ...NODE_BUNDLE_BUILD,
    // Read from disk by Node, not downloaded: the hub's commands are one large chunk, loaded only by them.
    chunkSizeWarningLimit: 2_000,
    rolldownOptions: {
      input: {
        'challenge-station': 'electron/cli/bundle-entry.ts',
        'web-station-main': 'electron/web/web-station-main.ts',
        'hall-link-process': 'electron/hall/station/hall-link-process.ts',
        'verify-part-worker': 'electron/core/log/verify-part-worker.ts',
      },
      external: (id, importer) => EXTERNAL.includes(id) && !commandersChildProcess(id, importer),
      output: {
        format: 'cjs',
        entryFileNames: '[name].cjs',
        chunkFileNames: '[name]-[hash].cjs',
      },
    },
  },
});
