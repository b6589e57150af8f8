import type { Readable } from 'node:stream';

/** DATA_DIR's folders, and the first segment of every object key: `files/x.png`, `uploads/<id>/0.part`. */
export type Area = 'files' | 'media' | 'robots' | 'uploads';
export const storeKey = (area: Area, name: string) => `${area}/${name}`;

export interface StoredObject {
  key: string;
  size: number;
  modified: Date;
}

/** An object's bytes as a stream, with what an HTTP answer says of them. */
interface OpenedObject {
  body: Readable;
  size: number;
  etag: string | undefined;
  modified: Date | undefined;
}

/** A file a library reads from a path (sharp, music-metadata, yauzl); released when read. */
interface LocalCopy {
  path: string;
  release(): Promise<void>;
}

/** How a private file reaches its reader: a local file to send, or a short-lived signed URL to follow. */
type Delivery = { root: string; file: string } | { url: string } | null;

/**
 * Where the upstream keeps its files: DATA_DIR on this machine (disk-store.ts) or a bucket every
 * instance shares (s3-store.ts, with STORAGE_URL). Whatever is written is visible whole or not at all.
 */
export interface Store {
  /** True when other instances see the same objects (a bucket): nothing found at start is then surely dead. */
  readonly shared: boolean;
  /** Resolves when files can be kept (DATA_DIR writable, the bucket there and ours to use): readiness asks. */
  ready(): Promise<void>;
  exists(key: string): Promise<boolean>;
  put(key: string, bytes: Uint8Array | string): Promise<void>;
  /**
   * Writes a stream of unknown length (an upload's chunk): `accept` is told its size before it becomes
   * visible and refuses it by throwing. On disk it streams to a file; a bucket needs the length first, so it is read whole.
   */
  putStream(key: string, body: Readable, accept: (size: number) => void): Promise<void>;
  /** Copies a local file in (seed media, prebuilt variants). */
  putFile(key: string, path: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  open(key: string): Promise<OpenedObject | null>;
  read(key: string): Promise<Buffer>;
  /** Every object under the prefix (recursively). */
  list(prefix: string): Promise<StoredObject[]>;
  /** One new object made of the parts' bytes in order (the parts as `list` answered them). */
  concat(parts: readonly StoredObject[], target: string): Promise<void>;
  /** Removes everything under the prefix. */
  removeAll(prefix: string): Promise<void>;
  /** Removes each group (`<prefix><id>/…`) whose last change is older than `before`; answers how many. */
  removeStale(prefix: string, before: Date): Promise<number>;
  /** The object as a local file: the file itself on disk, a temporary copy from a bucket. */
  localCopy(key: string): Promise<LocalCopy>;
  /** How a private object is handed to its reader, or null when there is none. */
  deliver(key: string): Promise<Delivery>;
}

/** Runs `read` on a local copy of the object and releases it after. */
export async function withLocalFile<T>(store: Store, key: string, read: (path: string) => Promise<T>): Promise<T> {
  const copy = await store.localCopy(key);
  try {
    return await read(copy.path);
  } finally {
    await copy.release();
  }
}
