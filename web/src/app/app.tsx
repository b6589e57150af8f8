import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { SWRConfig } from 'swr';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { DialogHost } from '../components/dialogs/dialog-host.tsx';
import { CartProvider } from '../features/cart/cart-store.tsx';
import { swrFetcher } from '../lib/api-client.ts';
import { CountryProvider } from '../lib/country.tsx';
import { SiteProvider } from '../lib/site.tsx';
import { type ServerData, ServerDataProvider } from './ssr/server-data.tsx';

/** The providers around the router: the browser's (main.tsx) and the server's render (entry-server.tsx) alike. */
export function App({ children, data, origin, country }: { children: ReactNode; data?: ServerData; origin: string; country?: string }) {
  return (
    <SWRConfig value={{ fetcher: swrFetcher, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <ServerDataProvider data={data}>
        <SiteProvider origin={origin}>
          <CountryProvider rendered={country}>
            <CartProvider>
              {children}
              {/* Below the sticky header, and clicks pass through: a toast took the click meant for what
              lay under it (the cart, a dashboard tab), and pointing at a toast pauses it, so it stayed. */}
              <Toaster
                position="top-center"
                offset={{ top: 80 }}
                mobileOffset={{ top: 72 }}
                duration={ADMIN_TOAST_MS}
                theme="dark"
                toastOptions={{ className: 'pointer-events-none' }}
              />
              <DialogHost />
            </CartProvider>
          </CountryProvider>
        </SiteProvider>
      </ServerDataProvider>
    </SWRConfig>
  );
}
