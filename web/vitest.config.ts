import { defineConfig } from 'vitest/config';

// Unit tests of the web's logic (the cart store, the fetch wrapper's session rules) in a DOM
// stand-in; the screens themselves are tested in Chromium (web/e2e).
export default defineConfig({
  test: { environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'], restoreMocks: true },
});
