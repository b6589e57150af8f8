import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { DEFAULT_COUNTRY } from '@academy/shared/constants';
import { COUNTRY_COOKIE } from '@academy/shared/countries';
import { type Currency, currencyFor } from '@academy/shared/money';
import { useHydrated } from './hydration.ts';
import { storage } from './storage.ts';

interface CountryState {
  country: string;
  currency: Currency;
  setCountry: (country: string) => void;
}

const CountryContext = createContext<CountryState | null>(null);

// A year; the server renders public pages in this country's prices, so they arrive as they will stay.
const rememberForServer = (country: string) =>
  void (document.cookie = `${COUNTRY_COOKIE}=${encodeURIComponent(country)}; path=/; max-age=31536000; samesite=lax`);

/**
 * The stored country (default Nigeria) and the display currency it implies (docs/requirements.md#constants-and-limits). `rendered`: the
 * country a server-rendered page was rendered in (its cookie's), which hydration starts from.
 */
export function CountryProvider({ rendered, children }: { rendered?: string | undefined; children: ReactNode }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const stored = useHydrated() ? storage.get('country') : null;
  const country = chosen ?? stored ?? rendered ?? DEFAULT_COUNTRY;
  // A country chosen before the cookie existed (or in a tab the cookie missed) reaches the server too.
  useEffect(() => {
    if (stored && stored !== rendered) rememberForServer(stored);
  }, [stored, rendered]);
  const setCountry = useCallback((next: string) => {
    storage.set('country', next);
    rememberForServer(next);
    setChosen(next);
  }, []);
  const value = useMemo(() => ({ country, currency: currencyFor(country), setCountry }), [country, setCountry]);
  return <CountryContext.Provider value={value}>{children}</CountryContext.Provider>;
}

export function useCountry(): CountryState {
  const state = useContext(CountryContext);
  if (!state) throw new Error('useCountry outside CountryProvider');
  return state;
}
