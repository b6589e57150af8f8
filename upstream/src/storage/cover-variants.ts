import { randomBytes } from 'node:crypto';
import { access, readdir, rm, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { fileName } from '@academy/shared/catalogue';

/** The widths a cover is made in: a phone's card, a tablet's or a detail page, a wide screen. */
export const COVER_WIDTHS = [400, 800, 1200] as const;
export const COVER_FORMATS = ['avif', 'webp'] as const;
export type CoverFormat = (typeof COVER_FORMATS)[number];

/**
 * A variant's file name, beside its original in DATA_DIR/files. The whole original name is kept
 * (`x.png.400.avif`), so two originals with one stem never share variants.
 */
export const variantName = (image: string, width: number, format: CoverFormat) => `${image}.${width}.${format}`;

/** An SVG is drawn at any width; a raster is never enlarged (its own width stands in for the wider ones). */
function widthsFor(format: string, width: number): number[] {
  return format === 'svg' ? [...COVER_WIDTHS] : [...new Set(COVER_WIDTHS.map((w) => Math.min(w, width)))];
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

const UNFINISHED = /^\.[0-9a-f]{12}\.tmp$/;

/** Written under a dot name (files/ never serves those), then renamed: a reader sees all of it or nothing. */
export async function writeAtomically(target: string, write: (temp: string) => Promise<unknown>): Promise<void> {
  const temp = join(dirname(target), `.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await write(temp);
    await rename(temp, target);
  } finally {
    await rm(temp, { force: true });
  }
}

/** At start nothing is being written: a dot file left in files/ is a dead process's, never to be finished. */
export async function removeUnfinishedVariants(filesDir: string): Promise<number> {
  const unfinished = (await readdir(filesDir).catch(() => [])).filter((name) => UNFINISHED.test(name));
  await Promise.all(unfinished.map((name) => rm(join(filesDir, name), { force: true })));
  return unfinished.length;
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
export async function makeCoverVariants(filesDir: string, image: string): Promise<number[] | null> {
  if (COVER_FORMATS.some((format) => !fileName.safeParse(variantName(image, 1200, format)).success)) return null;
  const source = join(filesDir, image);
  try {
    const meta = await sharp(source).metadata();
    const widths = widthsFor(meta.format, meta.autoOrient.width);
    for (const width of widths) {
      const missing = [];
      for (const format of COVER_FORMATS) {
        const target = join(filesDir, variantName(image, width, format));
        if (!(await exists(target))) missing.push({ format, target });
      }
      if (missing.length === 0) continue;
      // An SVG is rasterised at this width (its density scaled), not enlarged from its own size.
      const density = meta.format === 'svg' ? Math.min(100_000, Math.max(1, (72 * width) / meta.width)) : undefined;
      const resized = sharp(source, density ? { density } : {})
        .autoOrient()
        .resize({ width, withoutEnlargement: meta.format !== 'svg' });
      await Promise.all(missing.map(({ format, target }) => writeAtomically(target, (temp) => ENCODE[format](resized.clone()).toFile(temp))));
    }
    return widths;
  } catch {
    return null;
  }
}
