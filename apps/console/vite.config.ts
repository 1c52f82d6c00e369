import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server answers /api/console only on a console host (CONSOLE_HOSTS), so the dev proxy
// must keep the host the browser used (console.localhost:5174) instead of rewriting it.
const api = { target: 'http://localhost:8080', changeOrigin: false };

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2020',
  },
  server: {
    // 5173 is the storefront's dev server; both can run side by side.
    port: 5174,
    allowedHosts: ['.localhost'],
    proxy: { '/api': api, '/healthz': api },
  },
});
