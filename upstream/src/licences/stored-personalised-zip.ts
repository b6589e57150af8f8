import { type Store, storeKey } from '../storage/store.ts';
import { type ExtraFile, openPersonalisedZip } from './personalised-zip.ts';

/**
 * A stored robot zip, personalised as it streams. yauzl reads a zip by seeking, so a bucket's object
 * is first copied to a temporary file (never held in memory), removed when the download ends.
 */
export async function openStoredPersonalisedZip(store: Store, zip: string, extra: ExtraFile[]) {
  const copy = await store.localCopy(storeKey('robots', zip));
  try {
    const stream = await openPersonalisedZip(copy.path, extra);
    stream.once('close', () => void copy.release());
    return stream;
  } catch (err) {
    await copy.release();
    throw err;
  }
}
