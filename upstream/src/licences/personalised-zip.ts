/**
 * A robot's zip with one buyer's files added, built while it streams: no per-buyer copy is stored,
 * memory stays a few chunks whatever the zip's size, and each original entry's compressed bytes are
 * copied as they are (inflating and deflating again would cost CPU on every download).
 *
 * `openPersonalisedZip(path, extra)` reads the central directory and every local header first, so a
 * file that is not a usable zip rejects with an UnreadableZipError before a byte is sent (a missing
 * file rejects with its fs error, ENOENT). It then resolves to the zip's bytes as a Readable, which
 * holds the file open until it ends or is destroyed. An extra file named like an original replaces it.
 * Not handled, and refused up front: encrypted entries, and copies needing zip64 (4 GiB, 65,535 entries).
 */
import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';
import { openPromise, type Entry, type ZipFile } from 'yauzl';

export interface ExtraFile {
  name: string;
  data: Uint8Array;
}

/** The robot's file cannot be copied into a valid zip: not a zip, damaged, encrypted or too large. */
export class UnreadableZipError extends Error {
  override name = 'UnreadableZipError';
}

/** One entry to write: what fflate puts in its headers, and its compressed bytes, read when its turn comes. */
interface RawEntry {
  file: ZipInputFile;
  compressedSize: number;
  open: () => Promise<AsyncIterable<Uint8Array<ArrayBuffer>> | Iterable<Uint8Array<ArrayBuffer>>>;
}

const ZIP32_MAX = 0xffff_ffff;
// fflate writes DOS dates, 1980 to 2099, and throws outside them; a zeroed DOS date reads as 1979.
const DOS_FIRST = new Date(1980, 0, 1).getTime();
const DOS_LAST = new Date(2099, 11, 31, 23, 59, 58).getTime();
const dosRange = (date: Date) => new Date(Math.min(Math.max(date.getTime(), DOS_FIRST), DOS_LAST));

export async function openPersonalisedZip(zipPath: string, extra: ExtraFile[]): Promise<Readable> {
  const unreadable = (err: unknown): never => {
    // A system error (no such file, no permission) stays itself: it is not the zip's fault.
    if (err instanceof UnreadableZipError || (err instanceof Error && 'code' in err)) throw err;
    throw new UnreadableZipError(`${zipPath} is not a zip that can be personalised: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  };
  const zipfile = await openPromise(zipPath, { lazyEntries: true, autoClose: false }).catch(unreadable);
  // Closing the file can fail after the answer has gone; that must not crash the process.
  zipfile.on('error', () => undefined);
  try {
    const extras = new Map(extra.map((f) => [f.name, f.data]));
    const entries = [...(await originalEntries(zipfile, extras)), ...[...extras].map(([name, data]) => deflated(name, data))];
    // Every header, data descriptor and directory record fflate will write: offsets must fit 32 bits.
    let bytes = 22;
    for (const { file, compressedSize } of entries) bytes += 30 + 16 + 46 + 2 * Buffer.byteLength(file.filename) + compressedSize;
    if (entries.length > 0xffff || bytes > ZIP32_MAX) throw new UnreadableZipError(`${zipPath} with its extra files needs zip64, which is not written`);
    const stream = Readable.from(zipBytes(entries), { objectMode: false });
    stream.once('close', () => zipfile.close());
    return stream;
  } catch (err) {
    zipfile.close();
    return unreadable(err);
  }
}

/** A zip of these files alone, each deflated, written as it is read (a customer's data export: accounts/data-requests.ts). */
export function zipOf(files: ExtraFile[]): Readable {
  return Readable.from(zipBytes(files.map((f) => deflated(f.name, f.data))), { objectMode: false });
}

async function originalEntries(zipfile: ZipFile, replaced: Map<string, unknown>): Promise<RawEntry[]> {
  if (zipfile.entryCount > 0xffff) throw new UnreadableZipError(`${zipfile.entryCount} entries need zip64, which is not written`);
  const entries: RawEntry[] = [];
  for await (const entry of zipfile.eachEntry()) {
    if (entry.isEncrypted()) throw new Error(`${entry.fileName} is encrypted`);
    // Read now, so that a damaged zip is refused before the first byte is sent.
    const { fileDataStart } = await zipfile.readLocalFileHeaderPromise(entry, { minimal: true });
    if (replaced.has(entry.fileName)) continue;
    entries.push({
      file: {
        filename: entry.fileName,
        size: entry.uncompressedSize,
        crc: entry.crc32,
        compression: entry.compressionMethod,
        // Bits 1 and 2: deflate's level hint (LZMA's end marker), kept with the bytes they describe.
        flag: (entry.generalPurposeBitFlag >> 1) & 3,
        mtime: dosRange(entry.getLastModDate({ forceDosFormat: true })),
        os: entry.versionMadeBy >> 8,
        attrs: entry.externalFileAttributes,
      },
      compressedSize: entry.compressedSize,
      open: () => rawBytes(zipfile, fileDataStart, entry),
    });
  }
  return entries;
}

const rawBytes = (zipfile: ZipFile, fileDataStart: number, entry: Entry) =>
  new Promise<Readable>((resolve, reject) => {
    zipfile.openReadStreamLowLevel(fileDataStart, entry.compressedSize, 0, entry.compressedSize, false, null, (err, stream) => {
      if (err) reject(err);
      else resolve(stream);
    });
  });

function deflated(name: string, data: Uint8Array): RawEntry {
  const compressed = deflateRawSync(data);
  return { file: { filename: name, size: data.length, crc: crc32(data), compression: 8 }, compressedSize: compressed.length, open: async () => [compressed] };
}

/** fflate's Zip pushes its output to a callback; it is handed one chunk at a time, so little waits in `ready`. */
async function* zipBytes(entries: RawEntry[]): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else ready.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  for (const { file, open } of entries) {
    zip.add(file);
    for await (const chunk of await open()) {
      file.ondata!(null, chunk, false);
      yield* drain();
    }
    file.ondata!(null, new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
