import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

// In development Vite serves the SPA with HMR and sends /api and /bff to the BFF (npm run dev).
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

// What the entry itself runs on every page: React, the router, SWR and toasts; the layouts, the providers
// and their helpers. Not what only some screens use (forms, tables, the cart page, the player).
const SHELL = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|react-router|scheduler|swr|sonner|use-sync-external-store)[\\/]`,
    String.raw`web[\\/]src[\\/]lib[\\/](api-client|chunk-timeout|country|dialogs|hydration|logout|session|site|storage)\.`,
    String.raw`web[\\/]src[\\/](config|app[\\/](ssr|layouts)|components[\\/](layout|seo|dialogs))[\\/]`,
    String.raw`web[\\/]src[\\/]components[\\/]ui[\\/](button|spinner|price)\.`,
    String.raw`web[\\/]src[\\/]features[\\/](cart[\\/](cart-store|to-cart-product|api[\\/])|catalogue[\\/]api[\\/])`,
  ].join('|'),
);

// vidstack 1.14 to 1.15.6 under React 19 (vidstack/player#1851, open): a slider preview's placement waits
// for the next animation frame, and nothing cancels it when the player goes. A chapter that ends and starts
// the next, a tab or the quiz taking the player's place: when the preview was resized in the frame before
// and the player is destroyed before the next one, the placement asks the destroyed time and volume sliders
// whether they are disabled, and each throws "disabled is not a function" ("e is not a function" minified).
// The preview's element, null once the player is detached from the page, is checked first, which ends it.
const SLIDER_PREVIEW_PLACEMENT =
  /const \{ disabled, orientation \} = this\.#slider;\s*if \(disabled\(\)\) return;\s*const el = this\.el, \{ offset, noClamp \} = this\.\$props;\s*if \(!el\) return;/;
const sliderPreviewOnlyWhileAttached: Plugin = {
  name: 'vidstack-slider-preview-only-while-attached',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]node_modules[\\/](@vidstack[\\/]react|vidstack)[\\/]/.test(id) || !code.includes('#updatePlacement = animationFrameThrottle(')) return null;
    // A vidstack that changed this code: see whether #1851 is fixed, then drop or update the patch.
    if (!SLIDER_PREVIEW_PLACEMENT.test(code)) this.error(`vidstack's SliderPreview placement is not the one patched here (${id})`);
    return code.replace(
      SLIDER_PREVIEW_PLACEMENT,
      'const el = this.el; if (!el) return; const { disabled, orientation } = this.#slider; if (disabled()) return; const { offset, noClamp } = this.$props;',
    );
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies of every asset beside it, made once at build: the BFF sends them (preCompressed)
  // to a browser that takes them, with no compression work per request.
  plugins: [sliderPreviewOnlyWhileAttached, react(), tailwindcss(), ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'] })])],
  server: { port: 5173, strictPort: true, proxy: { '/api': bff, '/bff': bff } },
  // The dev server's pre-bundled packages skip the plugins above: the patch goes there too.
  optimizeDeps: { rolldownOptions: { plugins: [sliderPreviewOnlyWhileAttached] } },
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
