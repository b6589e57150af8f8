import { createContext, type ReactNode, useContext } from 'react';

const SiteContext = createContext<string>('');

/** Where the shop is published (the BFF's PUBLIC_URL on a server-rendered page), for canonical URLs and cards. */
export const SiteProvider = ({ origin, children }: { origin: string; children: ReactNode }) => (
  <SiteContext.Provider value={origin}>{children}</SiteContext.Provider>
);

export const useSiteOrigin = () => useContext(SiteContext);
