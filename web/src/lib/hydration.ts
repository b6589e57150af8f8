import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a page rendered on the server (and on the server), true after and in a
 * page rendered by the browser alone: what only the browser knows (the stored country, the guest's
 * cart) is shown once it is, so the first render matches the server's HTML.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
