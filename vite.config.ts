import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { META_CONTENT_SECURITY_POLICY } from './electron/ipc/content-security-policy.ts';

// The page's <meta> policy comes from the same constant as the served headers.
const contentSecurityPolicy: Plugin = {
  name: 'content-security-policy',
  transformIndexHtml: (html) => html.replace('%CONTENT_SECURITY_POLICY%', META_CONTENT_SECURITY_POLICY),
};

// The kiosk screen: built to dist/renderer and served from files (Electron) or 127.0.0.1 (web station).
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react(), contentSecurityPolicy],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: false,
    // Read from disk (Electron) or the station's own loopback (web station), never over a slow
    // network, which vite's 500 kB warning is for: one chunk loads at least as fast as several here.
    // The limit still flags a screen that doubles in size.
    chunkSizeWarningLimit: 1_000,
  },
});
