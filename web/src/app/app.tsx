import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { SWRConfig } from 'swr';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { DialogHost } from '../components/dialogs/dialog-host.tsx';
import { CartProvider } from '../features/cart/cart-store.tsx';
import { swrFetcher } from '../lib/api-client.ts';
import { CountryProvider } from '../lib/country.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <SWRConfig value={{ fetcher: swrFetcher, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <CountryProvider>
        <CartProvider>
          <RouterProvider router={router} />
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
    </SWRConfig>
  );
}
