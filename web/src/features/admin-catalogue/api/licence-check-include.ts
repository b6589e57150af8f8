import { DEFAULT_PRODUCT } from '@academy/shared/constants';

/**
 * `admin/robots/:slug/licence-check.mqh`: the include a robot's author compiles in, fetched by the
 * browser itself through a plain download link; the BFF lets this one GET through without x-csrf.
 */
export const licenceCheckIncludeUrl = (slug: string) => `/api/${DEFAULT_PRODUCT}/admin/robots/${encodeURIComponent(slug)}/licence-check.mqh`;
