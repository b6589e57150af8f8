import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development Vite serves the SPA with HMR and sends /api and /bff to the BFF (npm run dev).
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, strictPort: true, proxy: { '/api': bff, '/bff': bff } },
  // The manifest lets npm run bench measure the JS each route loads first.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
});
