import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COVER_FORMATS, COVER_WIDTHS, makeCoverVariants, variantName } from '../storage/cover-variants.ts';
import { type Store, storeKey } from '../storage/store.ts';

/**
 * The demo covers' variants, made once by `npm run seed:covers` and kept in the repository: making
 * them for 98 covers takes a minute of both cores, and every test upstream seeds a catalogue.
 */
export const PREBUILT_COVERS = fileURLToPath(new URL('../../seed/covers/', import.meta.url));

/** A prebuilt variant is named for its cover's content, so a changed cover never gets a stale one. */
export const prebuiltName = (svg: string, width: number, format: string) => `${createHash('sha256').update(svg).digest('hex').slice(0, 16)}.${width}.${format}`;

/** Copies a demo cover's prebuilt variants beside it, then makes those missing (a cover changed since). */
export async function demoCoverVariants(store: Store, image: string, svg: string): Promise<number[] | null> {
  const copies = COVER_WIDTHS.flatMap((width) =>
    COVER_FORMATS.map((format) =>
      store.putFile(storeKey('files', variantName(image, width, format)), join(PREBUILT_COVERS, prebuiltName(svg, width, format))).catch(() => undefined),
    ),
  );
  await Promise.all(copies);
  return makeCoverVariants(store, image);
}
