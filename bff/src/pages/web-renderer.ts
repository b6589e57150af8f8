import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { CreatePageRenderer, PageRenderer } from '@academy/shared/page-rendering';

/**
 * Loads the web's server build when it is there (`npm run build` makes it); without it the BFF
 * serves every page as the client-rendered shell, as before server rendering.
 */
export async function loadWebRenderer(entry: string, opts: Parameters<CreatePageRenderer>[0]): Promise<PageRenderer | null> {
  if (!existsSync(entry)) return null;
  const { createRenderer } = (await import(pathToFileURL(entry).href)) as { createRenderer: CreatePageRenderer };
  return createRenderer(opts);
}
