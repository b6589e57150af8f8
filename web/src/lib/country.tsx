import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { DEFAULT_COUNTRY } from '@academy/shared/constants';
import { type Currency, currencyFor } from '@academy/shared/money';
import { storage } from './storage.ts';

interface CountryState {
  country: string;
  currency: Currency;
  setCountry: (country: string) => void;
}

const CountryContext = createContext<CountryState | null>(null);

/** The stored country (default Nigeria) and the display currency it implies (spec 9). */
export function CountryProvider({ children }: { children: ReactNode }) {
  const [country, setState] = useState(() => storage.get('country') ?? DEFAULT_COUNTRY);
  const setCountry = useCallback((next: string) => {
    storage.set('country', next);
    setState(next);
  }, []);
  const value = useMemo(() => ({ country, currency: currencyFor(country), setCountry }), [country, setCountry]);
  return <CountryContext.Provider value={value}>{children}</CountryContext.Provider>;
}

export function useCountry(): CountryState {
  const state = useContext(CountryContext);
  if (!state) throw new Error('useCountry outside CountryProvider');
  return state;
}
