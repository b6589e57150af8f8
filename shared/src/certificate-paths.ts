// Free of zod: the web's shell uses it on every page (web/src/config/paths.ts), and zod would come with it.

/** Where a certificate is checked and downloaded, relative to the shop's origin. */
export const certificatePaths = {
  page: (id: string) => `/certificates/${encodeURIComponent(id)}`,
  pdf: (product: string, id: string) => `/api/${product}/certificates/${encodeURIComponent(id)}/pdf`,
};
