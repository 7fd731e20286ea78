import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The NestJS API (and the catalogue media it serves) during local development. */
const backend = 'http://localhost:3000';
const proxy = {
  '/api': { target: backend, changeOrigin: true },
  '/media': { target: backend, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: { proxy },
  preview: { proxy },
});
