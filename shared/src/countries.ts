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
