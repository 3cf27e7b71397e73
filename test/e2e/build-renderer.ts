import { build } from 'vite';

/** vitest globalSetup: builds the kiosk screen once, so the end-to-end tests serve the real bundle. */
export default async function setup(): Promise<void> {
  await build({ configFile: new URL('../../vite.config.ts', import.meta.url).pathname, logLevel: 'warn' });
}
