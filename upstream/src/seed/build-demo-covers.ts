import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COVER_FORMATS, makeCoverVariants, variantName } from '../storage/cover-variants.ts';
import { diskStore } from '../storage/disk-store.ts';
import { demoCover } from './cover-image.ts';
import { demoCourses, demoRobots } from './demo-catalogue.ts';
import { PREBUILT_COVERS, prebuiltName } from './demo-cover-variants.ts';

/**
 * `npm run seed:covers`: makes the demo covers' variants into upstream/seed/covers/ (the seed copies
 * them) and removes those no cover names any more. Run it after changing the demo catalogue or its covers.
 */
const work = await mkdtemp(join(tmpdir(), 'demo-covers-'));
const files = join(work, 'files');
await mkdir(files);
await mkdir(PREBUILT_COVERS, { recursive: true });
const wanted = new Set<string>();
try {
  for (const { image, svg } of [...demoCourses(), ...demoRobots()].map(demoCover)) {
    await writeFile(join(files, image), svg);
    const widths = await makeCoverVariants(diskStore(work), image);
    if (!widths) throw new Error(`sharp could not read ${image}`);
    for (const width of widths) {
      for (const format of COVER_FORMATS) {
        const name = prebuiltName(svg, width, format);
        wanted.add(name);
        await copyFile(join(files, variantName(image, width, format)), join(PREBUILT_COVERS, name));
      }
    }
  }
  for (const old of await readdir(PREBUILT_COVERS)) if (!wanted.has(old)) await rm(join(PREBUILT_COVERS, old));
  console.log(`${wanted.size} variants in ${PREBUILT_COVERS}`);
} finally {
  await rm(work, { recursive: true, force: true });
}
