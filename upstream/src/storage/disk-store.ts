import { randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, copyFile, mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Area, Store, StoredObject } from './store.ts';

const UNFINISHED = /^\.[0-9a-f]{12}\.tmp$/;
const AREAS: Area[] = ['files', 'media', 'robots', 'uploads'];

/** Written under a dot name (files/ never serves those), then renamed: a reader sees all of it or nothing. */
async function writeAtomically(target: string, write: (temp: string) => Promise<unknown>): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temp = join(dirname(target), `.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await write(temp);
    await rename(temp, target);
  } finally {
    await rm(temp, { force: true });
  }
}

/** At start nothing is being written: a dot file left in a folder is a dead process's, never to be finished. */
export async function removeUnfinished(dir: string): Promise<number> {
  const unfinished = (await readdir(dir).catch(() => [])).filter((name) => UNFINISHED.test(name));
  await Promise.all(unfinished.map((name) => rm(join(dir, name), { force: true })));
  return unfinished.length;
}

const missing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';

/** The default layout: each key a file under DATA_DIR (`files/x.png` is DATA_DIR/files/x.png). */
export function diskStore(dataDir: string): Store & { removeUnfinished(): Promise<number> } {
  const path = (key: string) => join(dataDir, key);
  return {
    shared: false,
    ready: () => access(dataDir, constants.W_OK),
    async removeUnfinished() {
      const removed = await Promise.all(AREAS.map((area) => removeUnfinished(join(dataDir, area))));
      return removed.reduce((a, b) => a + b, 0);
    },
    exists: (key) =>
      access(path(key)).then(
        () => true,
        () => false,
      ),
    put: (key, bytes) => writeAtomically(path(key), (temp) => writeFile(temp, bytes)),
    async putStream(key, body, accept) {
      try {
        await writeAtomically(path(key), async (temp) => {
          await pipeline(body, createWriteStream(temp));
          accept((await stat(temp)).size);
        });
      } catch (err) {
        await rmdir(dirname(path(key))).catch(() => undefined); // a refused first part leaves no empty folder
        throw err;
      }
    },
    putFile: (key, from) => writeAtomically(path(key), (temp) => copyFile(from, temp, constants.COPYFILE_FICLONE)),
    async open(key) {
      try {
        const info = await stat(path(key));
        return { body: createReadStream(path(key)), size: info.size, etag: undefined, modified: info.mtime };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    read: (key) => readFile(path(key)),
    async list(prefix) {
      const dir = path(prefix);
      const names = await readdir(dir, { recursive: true }).catch((err: unknown) => {
        if (missing(err)) return [];
        throw err;
      });
      const found: StoredObject[] = [];
      for (const name of names) {
        const info = await stat(join(dir, name)).catch(() => null);
        if (info?.isFile() && !name.split('/').some((part) => part.startsWith('.'))) {
          found.push({ key: relative(dataDir, join(dir, name)), size: info.size, modified: info.mtime });
        }
      }
      return found;
    },
    concat: (parts, target) =>
      writeAtomically(path(target), (temp) =>
        pipeline(
          Readable.from(
            (async function* () {
              for (const part of parts) yield* createReadStream(path(part.key));
            })(),
          ),
          createWriteStream(temp),
        ),
      ),
    removeAll: (prefix) => rm(path(prefix), { recursive: true, force: true }),
    // A group is a folder: its own time changes as parts are added.
    async removeStale(prefix, before) {
      let removed = 0;
      for (const entry of await readdir(path(prefix)).catch(() => [] as string[])) {
        const info = await stat(join(path(prefix), entry)).catch(() => null);
        if (info && info.mtimeMs <= before.getTime()) {
          await rm(join(path(prefix), entry), { recursive: true, force: true });
          removed++;
        }
      }
      return removed;
    },
    localCopy: async (key) => ({ path: path(key), release: async () => undefined }),
    deliver: async (key) => ({ root: dirname(path(key)), file: key.slice(key.lastIndexOf('/') + 1) }),
  };
}
