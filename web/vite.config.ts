import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { vidstackPatches } from './build/vidstack-patches.ts';

// In development Vite serves the SPA with HMR and sends /api and /bff to the BFF (npm run dev).
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

// What the entry itself runs on every page: React, the router, SWR and toasts; the layouts, the providers
// and their helpers. Not what only some screens use (forms, tables, the cart page, the player).
const SHELL = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|react-router|scheduler|swr|sonner|use-sync-external-store)[\\/]`,
    String.raw`web[\\/]src[\\/]lib[\\/](api-client|chunk-timeout|country|dialogs|document-session|hydration|logout|session|site|storage)\.`,
    String.raw`web[\\/]src[\\/](config|app[\\/](ssr|layouts)|components[\\/](layout|seo|dialogs))[\\/]`,
    String.raw`web[\\/]src[\\/]components[\\/]ui[\\/](button|spinner|price)\.`,
    String.raw`shared[\\/]src[\\/]document-session\.`,
    String.raw`web[\\/]src[\\/]features[\\/](cart[\\/](cart-store|to-cart-product|api[\\/])|catalogue[\\/]api[\\/])`,
  ].join('|'),
);

export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies of every asset beside it, made once at build: the BFF sends them (preCompressed)
  // to a browser that takes them, with no compression work per request.
  plugins: [vidstackPatches, react(), tailwindcss(), ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'] })])],
  server: { port: 5173, strictPort: true, proxy: { '/api': bff, '/bff': bff } },
  // The dev server's pre-bundled packages skip the plugins above: the patch goes there too.
  optimizeDeps: { rolldownOptions: { plugins: [vidstackPatches] } },
  // The manifest lets npm run bench measure the JS each route loads first.
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: {
      // What every page runs (React, the router, SWR, the shell, the providers) in one chunk beside the
      // entry: split by the pages that share them, it was two dozen ~1 kB files, each a request, and a
      // phone's first paint waited on their round trips.
      output: { codeSplitting: { groups: [{ name: 'shell', test: SHELL }] } },
    },
  },
  // The server's render (src/entry-server.tsx, built to dist-ssr/ for the BFF) carries its packages,
  // so a BFF runs it without the web's node_modules.
  ssr: { noExternal: true },
  // ...and React's production build, whatever NODE_ENV the BFF runs with (an SSR build keeps it as a variable).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
}));
