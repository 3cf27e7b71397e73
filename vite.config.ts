import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The kiosk screen: built to dist/renderer and served from files (Electron) or 127.0.0.1 (web station).
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: { outDir: '../dist/renderer', emptyOutDir: true, sourcemap: false },
});
