// The Electron shell: main process (ES module, as package.json "main" and "type": "module" say),
// preload (CommonJS: a sandboxed preload cannot be an ES module) and the station's hall process (a
// utility process the main process starts), each one file in dist/electron/.
// The renderer is built separately by the root vite.config.ts.
import { fileURLToPath } from 'node:url';
import { defineConfig, type EnvironmentOptions } from 'vite';
import { NODE_BUILTINS, NODE_BUNDLE_BUILD } from './node-bundle.ts';

const PROJECT_DIR = fileURLToPath(new URL('..', import.meta.url));

// Electron provides `electron`; better-sqlite3 is a native module that electron-builder rebuilds and
// unpacks from the asar; Node's builtins are Node's. Everything else (zod, the core) is bundled.
const EXTERNAL = ['electron', 'better-sqlite3', ...NODE_BUILTINS];

function electronBundle(
  entry: string,
  format: 'es' | 'cjs',
  fileName: string,
  emptyOutDir: boolean,
): EnvironmentOptions {
  return {
    consumer: 'server',
    resolve: { noExternal: true, external: ['electron', 'better-sqlite3'] },
    build: {
      outDir: 'dist/electron',
      emptyOutDir,
      ...NODE_BUNDLE_BUILD,
      rolldownOptions: {
        input: { [fileName]: entry },
        external: EXTERNAL,
        output: { format, entryFileNames: fileName, codeSplitting: false },
      },
    },
  };
}

export default defineConfig({
  root: PROJECT_DIR,
  publicDir: false,
  logLevel: 'info',
  environments: {
    main: electronBundle('electron/main/main.ts', 'es', 'main.js', true),
    preload: electronBundle('electron/preload/preload.ts', 'cjs', 'preload.cjs', false),
    // The station's hall process (Electron's utilityProcess), started from beside main.js
    // (hall-process-spawn.ts).
    hallProcess: electronBundle(
      'electron/hall/station/hall-link-process.ts',
      'es',
      'hall-link-process.js',
      false,
    ),
  },
  builder: {
    // Only these three: the default `client` environment is the renderer's, built by its own config.
    async buildApp(builder) {
      for (const name of ['main', 'preload', 'hallProcess']) {
        const environment = builder.environments[name];
        if (environment === undefined) throw new Error(`No ${name} environment.`);
        await builder.build(environment);
      }
    },
  },
});
