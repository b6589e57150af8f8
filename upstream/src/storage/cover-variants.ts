import type { Sharp } from 'sharp';
import { fileName } from '@academy/shared/catalogue';
import { type Store, storeKey } from './store.ts';

/** The widths a cover is made in: a phone's card, a tablet's or a detail page, a wide screen. */
export const COVER_WIDTHS = [400, 800, 1200] as const;
export const COVER_FORMATS = ['avif', 'webp'] as const;
export type CoverFormat = (typeof COVER_FORMATS)[number];

/**
 * A variant's file name, beside its original in files/. The whole original name is kept
 * (`x.png.400.avif`), so two originals with one stem never share variants.
 */
export const variantName = (image: string, width: number, format: CoverFormat) => `${image}.${width}.${format}`;

/** An SVG is drawn at any width; a raster is never enlarged (its own width stands in for the wider ones). */
function widthsFor(format: string, width: number): number[] {
  return format === 'svg' ? [...COVER_WIDTHS] : [...new Set(COVER_WIDTHS.map((w) => Math.min(w, width)))];
}

const ENCODE: Record<CoverFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif(),
  webp: (image) => image.webp(),
};

/**
 * Makes a cover's AVIF and WebP variants in each width beside it (those already there are kept)
 * and answers the widths made, or null when sharp cannot read the original or a variant fails:
 * the original alone is then shown, as before.
 */
export async function makeCoverVariants(store: Store, image: string): Promise<number[] | null> {
  if (COVER_FORMATS.some((format) => !fileName.safeParse(variantName(image, 1200, format)).success)) return null;
  try {
    // A cover is small: read whole, it is the same for a file or an object.
    const source = await store.read(storeKey('files', image));
    // sharp (libvips) is loaded with the first cover, not at every start.
    const { default: sharp } = await import('sharp');
    const meta = await sharp(source).metadata();
    const widths = widthsFor(meta.format, meta.autoOrient.width);
    for (const width of widths) {
      const missing = [];
      for (const format of COVER_FORMATS) {
        const target = storeKey('files', variantName(image, width, format));
        if (!(await store.exists(target))) missing.push({ format, target });
      }
      if (missing.length === 0) continue;
      // An SVG is rasterised at this width (its density scaled), not enlarged from its own size.
      const density = meta.format === 'svg' ? Math.min(100_000, Math.max(1, (72 * width) / meta.width)) : undefined;
      const resized = sharp(source, density ? { density } : {})
        .autoOrient()
        .resize({ width, withoutEnlargement: meta.format !== 'svg' });
      await Promise.all(missing.map(async ({ format, target }) => store.put(target, await ENCODE[format](resized.clone()).toBuffer())));
    }
    return widths;
  } catch {
    return null;
  }
}
