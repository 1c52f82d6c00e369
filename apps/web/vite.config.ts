import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server resolves the tenant from the Host header, so the dev proxy must keep the host the
// browser used (e.g. watt.localhost:5173) instead of rewriting it to the target.
const api = { target: 'http://localhost:8080', changeOrigin: false };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // `vite build --ssr src/entry-server.tsx`: the goods page's server render (ADR 0031), one
  // self-contained file set the server imports; the runtime image installs only the server's
  // dependencies, so React and the rest are bundled in.
  ...(isSsrBuild ? { ssr: { noExternal: true, target: 'node' as const } } : {}),
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the server names the goods page's chunks in its head from it
    // (apps/server/src/plugins/first-page-preloads.ts).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Class fields and logical assignment left as written (Chrome/WebView 85+, Safari 15+,
    // Firefox 90+, all of 2020–21): about 0.8 KiB brotli less on the first page than es2020's
    // down-levelled helpers. Every engine with native module preload (below) has them.
    target: 'es2022',
    // Every browser we serve preloads modules natively (Chrome/Edge, Safari 17+, Firefox 115+);
    // older Safari just fetches a lazy page's chunks when it opens. Saves the polyfill from the
    // first page's JS (initial JS budget, issue 17).
    modulePreload: { polyfill: false },
    // Never inline a font as a data: URL (the CSP's font-src is 'self'; shared/fonts/load-font.ts);
    // other assets keep Vite's 4 KiB rule.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // Seven hash characters (the least rolldown takes for this many chunks), not eight: the
    // first page names every lazy chunk in its preload lists, and hash characters do not compress
    // (about 0.1 KiB brotli of the initial JS budget); 64^7 names per chunk name is still no risk
    // of two files meeting. Both builds name assets alike (the server render links the client's
    // stylesheets by name); the server render's entry keeps its fixed name
    // (dist-server/entry-server.js), which the server imports.
    rollupOptions: {
      output: {
        entryFileNames: isSsrBuild ? '[name].js' : 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
    },
  },
  server: {
    allowedHosts: ['.localhost'],
    proxy: { '/api': api, '/service': api, '/util': api, '/healthz': api },
  },
}));
