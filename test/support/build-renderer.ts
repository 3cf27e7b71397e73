import { build } from 'vite';

/**
 * vitest globalSetup: builds the kiosk screen once, so the end-to-end tests serve the real bundle.
 * SKIP_RENDERER_BUILD=1 skips it when running only suites that never open the screen.
 */
export default async function setup(): Promise<void> {
  if (process.env.SKIP_RENDERER_BUILD === '1') return;
  await build({ configFile: new URL('../../vite.config.ts', import.meta.url).pathname, logLevel: 'warn' });
}
