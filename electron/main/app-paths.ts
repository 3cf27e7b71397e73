import { app } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// Every path is taken from the app folder (the project in development, app.asar when packaged), so
// the same code finds its files in both; `import.meta.url` would point into the bundle instead.

/** The kiosk screen's page, built by the renderer's Vite config. */
export function rendererIndexPath(): string {
  return join(app.getAppPath(), 'dist', 'renderer', 'index.html');
}

/** The URL the kiosk window shows: the only page allowed to call the station. */
export function rendererUrl(): string {
  return pathToFileURL(rendererIndexPath()).href;
}

/** The bundled preload; CommonJS because a sandboxed preload cannot be an ES module. */
export function preloadPath(): string {
  return join(app.getAppPath(), 'dist', 'electron', 'preload.cjs');
}

/** The bundled data (the demo word list) that the station installs on first start. */
export function resourcesDir(): string {
  return join(app.getAppPath(), 'resources');
}
