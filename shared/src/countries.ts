/** The country selector's choices; Nigeria first (the default), the rest alphabetical. */
export const COUNTRIES = [
  'Nigeria',
  'Australia',
  'Canada',
  'Ghana',
  'India',
  'Kenya',
  'South Africa',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
] as const;

export type Country = (typeof COUNTRIES)[number];
export const isCountry = (value: unknown): value is Country => COUNTRIES.includes(value as Country);
/** The cookie that tells the server which country's prices to render (the browser keeps the choice in localStorage too). */
export const COUNTRY_COOKIE = 'country';
