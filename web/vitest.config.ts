import { defineConfig } from 'vitest/config';
import { vidstackPatches } from './build/vidstack-patches.ts';

// Unit tests of the web's logic (the cart store, the fetch wrapper's session rules); the screens
// themselves are tested in Chromium (web/e2e). Node by default: a file that needs the DOM stand-in
// says so (`// @vitest-environment happy-dom`), as making one costs each file about 3 s of CPU.
// vidstack goes through Vite's transforms, as in the build, so its tests run the patched player.
export default defineConfig({
  plugins: [vidstackPatches],
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'], restoreMocks: true, server: { deps: { inline: [/@vidstack/] } } },
});
