/**
 * The source module of a client-rendered screen's chunk (the route's `handle`), as Vite's manifest
 * names it: the BFF puts that chunk and its imports in the shell it sends for the screen's address
 * (bff/src/plugins/app/pages.ts), so the browser fetches them with the shell rather than after it ran.
 */
export const screenModule = (module: `src/app/routes/${string}.tsx`) => ({ screenModule: module });

export const screenModuleOf = (handle: unknown): string | undefined => (handle as { screenModule?: string } | undefined)?.screenModule;
