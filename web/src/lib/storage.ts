/**
 * The only things the browser keeps (docs/requirements.md#what-the-browser-may-keep): the cart, the country, the sidebar state, the
 * telegram flag and the lessons' playback speed. Never a token.
 */
type StoredKey = 'cart' | 'country' | 'isSidebarOpen' | 'telegram' | 'meridian:playback-rate';

export const storage = {
  get(key: StoredKey): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StoredKey, value: string) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private mode or a full quota: the app works on without remembering.
    }
  },
};
