import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import t from 'tap';
import { strToU8, unzipSync, Zip, ZipDeflate, ZipPassThrough, zipSync, type ZipInputFile } from 'fflate';
import { fromBufferPromise, openPromise } from 'yauzl';
import { licenceFiles } from '../../src/licences/licence-files.ts';
import { openPersonalisedZip, UnreadableZipError } from '../../src/licences/personalised-zip.ts';

const dir = await mkdtemp(join(tmpdir(), 'academy-licences-'));
t.teardown(() => rm(dir, { recursive: true, force: true }));

const MIB = 1024 * 1024;
const source = strToU8('//| Gold EA\n#property version "2.31"\n' + 'void OnTick() { Trade(); }\n'.repeat(400));
const extra = licenceFiles({
  key: 'MTA-7Q2K-99XZ',
  buyer: { name: 'Ada Trader', email: 'ada@example.com' },
  robot: { slug: 'gold-ea', title: 'Gold EA', version: '2.31' },
  licenceApi: 'https://shop.example.com/api/licences',
  issuedAt: new Date('2026-05-01T10:00:00Z'),
});

const bytesOf = async (stream: AsyncIterable<Uint8Array>) => {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/** Each entry as yauzl (not fflate, which wrote it) reads it: its header fields, its stored bytes and its content. */
async function entriesOf(zip: Buffer) {
  const zipfile = await fromBufferPromise(zip, { lazyEntries: true });
  const entries = [];
  for await (const entry of zipfile.eachEntry()) {
    entries.push({
      name: entry.fileName,
      method: entry.compressionMethod,
      dosTime: [entry.lastModFileDate, entry.lastModFileTime],
      crc: entry.crc32,
      sizesAfterData: (entry.generalPurposeBitFlag & 8) !== 0,
      raw: await bytesOf(await zipfile.openReadStreamPromise(entry, { decodeFileData: false })),
      data: await bytesOf(await zipfile.openReadStreamPromise(entry)),
    });
  }
  return entries;
}

/** A zip as a streaming writer makes it: sizes and CRCs follow each entry's data (a data descriptor). */
async function streamedZip(path: string, files: ((zip: Zip) => void)[]) {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    chunks.push(chunk);
  });
  for (const add of files) add(zip);
  zip.end();
  await writeFile(path, Buffer.concat(chunks));
}

/** Deflate without string matching: valid, but bigger than anything a deflater at any level would make of it again. */
const huffmanOnly = (name: string, data: Uint8Array) => (zip: Zip) => {
  const file: ZipInputFile = { filename: name, size: data.length, crc: crc32(data), compression: 8 };
  zip.add(file);
  file.ondata!(null, deflateRawSync(data, { strategy: constants.Z_HUFFMAN_ONLY }), true);
};

const deflating = (name: string, data: Uint8Array) => (zip: Zip) => {
  const file = new ZipDeflate(name, { level: 9 });
  zip.add(file);
  file.push(data, true);
};

const passing = (name: string, data: Uint8Array) => (zip: Zip) => {
  const file = new ZipPassThrough(name);
  zip.add(file);
  file.push(data, true);
};

const made = zipSync(
  {
    'README.txt': [strToU8('Attach GoldEA to XAUUSD H1.\n'.repeat(50)), { level: 9 }],
    'GoldEA.ex5': [randomBytes(3000), { level: 0 }],
    'GoldEA/': new Uint8Array(0),
    'GoldEA/Include/Levels.mqh': source,
    'LICENSE.txt': strToU8('the seller licence, replaced by the buyer one'),
  },
  { mtime: new Date(2024, 2, 9, 14, 30, 12) },
);

t.test('every original entry comes out byte for byte, then the licence files, each name once', async (t) => {
  const zipped = join(dir, 'gold.zip');
  const streamed = join(dir, 'gold-streamed.zip');
  await writeFile(zipped, made);
  await streamedZip(streamed, [deflating('GoldEA.mq5', source), passing('GoldEA.set', strToU8('Lots=0.10\n')), huffmanOnly('Huffman.mq4', source)]);

  for (const path of [zipped, streamed]) {
    const original = await entriesOf(await readFile(path));
    t.equal(original[0]!.sizesAfterData, path === streamed, 'only the streamed source gives sizes after the data');
    const out = await bytesOf(await openPersonalisedZip(path, extra));
    const copied = await entriesOf(out);
    const kept = original.filter((e) => e.name !== 'LICENSE.txt');
    t.same(
      copied.map((e) => e.name),
      [...kept.map((e) => e.name), 'LICENSE.txt', 'gold-ea.set'],
      'originals in their order (directories too), then the extra files',
    );
    t.same(
      copied.slice(0, kept.length).map(({ name, method, dosTime, data }) => ({ name, method, dosTime, data })),
      kept.map(({ name, method, dosTime, data }) => ({ name, method, dosTime, data })),
      'same content, method and date',
    );
    t.same(
      copied.map((e) => e.crc),
      copied.map((e) => crc32(e.data)),
      'every CRC matches its content',
    );
    const unzipped = unzipSync(out);
    for (const { name, data } of kept) t.same(Buffer.from(unzipped[name]!), data, `fflate reads ${name} unchanged`);
    t.same(unzipped['LICENSE.txt'], extra[0]!.data, 'the buyer licence replaces the seller one');
    t.same(unzipped['gold-ea.set'], extra[1]!.data);
  }
});

t.test('original entries keep the compressed bytes they came with: nothing is compressed again', async (t) => {
  const path = join(dir, 'huffman.zip');
  await streamedZip(path, [huffmanOnly('Huffman.mq4', source), deflating('GoldEA.mq5', source)]);
  const original = await entriesOf(await readFile(path));
  const copied = await entriesOf(await bytesOf(await openPersonalisedZip(path, extra)));
  const huffman = deflateRawSync(source, { strategy: constants.Z_HUFFMAN_ONLY });
  t.ok(deflateRawSync(source, { level: 1 }).length < huffman.length / 2, 'deflating it again at any level would make it far smaller');
  t.same(copied[0]!.raw, huffman, 'the Huffman-only bytes are still there');
  t.same(
    copied.slice(0, 2).map((e) => e.raw),
    original.map((e) => e.raw),
  );
});

t.test('a 64 MiB incompressible entry streams through in little memory', async (t) => {
  const big = join(dir, 'big.zip');
  const hash = createHash('sha256');
  // Written as it is made, so that the test itself never holds the 64 MiB.
  async function* bigZip() {
    const ready: Uint8Array[] = [];
    const zip = new Zip((err, chunk) => {
      if (err) throw err;
      ready.push(chunk);
    });
    const file = new ZipPassThrough('Backtests/ticks.bin');
    zip.add(file);
    for (let i = 0; i < 64; i++) {
      const chunk = randomBytes(MIB);
      hash.update(chunk);
      file.push(chunk, i === 63);
      yield* ready.splice(0);
    }
    zip.end();
    yield* ready.splice(0);
  }
  await pipeline(Readable.from(bigZip()), createWriteStream(big));

  const out = join(dir, 'big-personalised.zip');
  // V8 collects buffers when it sees fit, some 64 MiB later: collected every 4 MiB, what is measured is what is kept.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakBuffers = before.arrayBuffers;
  let sent = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (Math.floor((sent + chunk.length) / (4 * MIB)) > Math.floor(sent / (4 * MIB))) gc();
      sent += chunk.length;
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
      done(null, chunk);
    },
  });
  const started = performance.now();
  await pipeline(await openPersonalisedZip(big, extra), measure, createWriteStream(out));
  const ms = performance.now() - started;
  t.comment(
    `64 MiB: ${ms.toFixed(0)} ms, RSS +${((peakRss - before.rss) / MIB).toFixed(1)} MiB, buffers +${((peakBuffers - before.arrayBuffers) / MIB).toFixed(1)} MiB`,
  );
  t.ok(peakRss - before.rss < 32 * MIB, 'RSS grows by less than half the entry');
  t.ok(peakBuffers - before.arrayBuffers < 32 * MIB, 'buffers grow by less than half the entry');

  const zipfile = await openPromise(out, { lazyEntries: true });
  const names = [];
  for await (const entry of zipfile.eachEntry()) {
    names.push(entry.fileName);
    if (entry.fileName !== 'Backtests/ticks.bin') continue;
    t.equal(entry.compressedSize, 64 * MIB, 'still stored');
    const copy = createHash('sha256');
    for await (const chunk of await zipfile.openReadStreamPromise(entry)) copy.update(chunk as Buffer);
    t.equal(copy.digest('hex'), hash.digest('hex'), 'every byte unchanged');
  }
  t.same(names, ['Backtests/ticks.bin', 'LICENSE.txt', 'gold-ea.set']);
});

t.test('a file that is not a usable zip is refused before a byte is sent', async (t) => {
  const junk = join(dir, 'junk.zip');
  await writeFile(junk, randomBytes(5000));
  const refused = await openPersonalisedZip(junk, extra).then(
    () => null,
    (err: unknown) => err,
  );
  t.type(refused, UnreadableZipError);
  t.match(refused, { message: /junk\.zip is not a zip that can be personalised: End of central directory record signature not found/ });

  // The central directory is fine but an entry's own header is not: found up front too.
  const damaged = Buffer.from(made);
  damaged.writeUInt32LE(0, damaged.indexOf(strToU8('PK\x03\x04'), 1));
  await writeFile(join(dir, 'damaged.zip'), damaged);
  await t.rejects(openPersonalisedZip(join(dir, 'damaged.zip'), extra), { name: 'UnreadableZipError', message: /invalid local file header signature/ });

  // Its data could be copied, but not the flag that says it is encrypted.
  const encrypted = Buffer.from(made);
  const flag = encrypted.indexOf(strToU8('PK\x01\x02')) + 8;
  encrypted.writeUInt16LE(encrypted.readUInt16LE(flag) | 1, flag);
  await writeFile(join(dir, 'encrypted.zip'), encrypted);
  await t.rejects(openPersonalisedZip(join(dir, 'encrypted.zip'), extra), { name: 'UnreadableZipError', message: /README\.txt is encrypted/ });

  await t.rejects(openPersonalisedZip(join(dir, 'missing.zip'), extra), { code: 'ENOENT' }, 'a missing file is not called a bad zip');
});
