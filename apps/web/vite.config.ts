import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { messagesPlugin } from './messages-plugin';
import { precompressPlugin } from './precompress-plugin';

// One origin for dev, preview, Playwright and the auth trusted origins (STACK-NOTES #6).
const HOST = '127.0.0.1';
const apiTarget = `http://${HOST}:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), messagesPlugin(), precompressPlugin()],
  // Canonical, hreflang and share-image URLs must be absolute, the same in the prerendered HTML
  // and after hydration: the site's address is baked in at build time (unset: relative URLs).
  define: {
    'import.meta.env.SITE_ORIGIN': JSON.stringify(
      (process.env.PUBLIC_URL ?? '').replace(/\/$/, ''),
    ),
  },
  server: {
    host: HOST,
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  preview: { host: HOST, port: 4173, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle-size.mjs walks this manifest to measure the landing's first JavaScript (P9).
    manifest: true,
    sourcemap: false,
    // Every browser we support has modulepreload; the polyfill would cost the landing bytes.
    modulePreload: { polyfill: false },
    target: 'es2022',
    // Chunks are named by their hash alone: every import and preload list names them, and the
    // module names cost the landing 1.3 KB gzip (P9); source maps and the manifest keep the names.
    rollupOptions: { output: { chunkFileNames: 'assets/c-[hash].js' } },
  },
});
