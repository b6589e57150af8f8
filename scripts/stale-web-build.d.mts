/** Why `root`'s web/dist must be built before serving, or null when it is up to date. */
export function staleWebBuild(root: string): string | null;
