import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { META_CONTENT_SECURITY_POLICY } from './electron/ipc/content-security-policy.ts';

// The page's <meta> policy comes from the same constant as the served headers.
const contentSecurityPolicy: Plugin = {
  name: 'content-security-policy',
  transformIndexHtml: (html) => html.replace('%CONTENT_SECURITY_POLICY%', META_CONTENT_SECURITY_POLICY),
};

// The director's hall view: a second screen, built to dist/hall-view and served by `hall start`.
export default defineConfig({
  root: 'renderer/hall',
  base: './',
  plugins: [react(), contentSecurityPolicy],
  build: {
    outDir: '../../dist/hall-view',
    emptyOutDir: true,
    sourcemap: false,
    // Served by the hub over the hall's own LAN, never a slow network, which vite's 500 kB warning is
    // for: one chunk loads at least as fast as several here. The limit still flags a view that
    // doubles in size.
    chunkSizeWarningLimit: 1_000,
  },
});
