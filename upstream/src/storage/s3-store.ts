import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentTypeOf } from './content-types.ts';
import type { Store, StoredObject } from './store.ts';

interface S3Location {
  /** `s3://bucket/optional-prefix` (STORAGE_URL). */
  url: string;
  /** MinIO, R2, s3rver…: addressed path-style (STORAGE_ENDPOINT). */
  endpoint?: string;
  region: string;
}

/** How long a signed link to a private object works: enough to start playing, too short to pass around. */
export const SIGNED_URL_SECONDS = 300;

const absent = (err: unknown) => ['NotFound', 'NoSuchKey'].includes((err as { name?: string }).name ?? '');

/** `s3://bucket/a/b/` → bucket and key prefix (`a/b/`, or none). */
export function parseStorageUrl(url: string): { bucket: string; prefix: string } {
  const { host, pathname } = new URL(url);
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return { bucket: host, prefix: path ? `${path}/` : '' };
}

/**
 * A bucket every instance shares. Credentials come from the SDK's own chain (AWS_ACCESS_KEY_ID…).
 * Checksums only where S3 requires them: streamed bodies then go as plain sized PUTs, which every
 * S3-compatible server takes.
 */
export function s3Store(location: S3Location): Store {
  const { bucket, prefix } = parseStorageUrl(location.url);
  const client = new S3Client({
    region: location.region,
    ...(location.endpoint && { endpoint: location.endpoint, forcePathStyle: true }),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Key = (key: string) => prefix + key;
  const put = (key: string, Body: PutObjectCommand['input']['Body'], ContentLength?: number) =>
    client.send(new PutObjectCommand({ Bucket: bucket, Key: Key(key), Body, ContentLength, ContentType: contentTypeOf(key) })).then(() => undefined);
  async function get(key: string): Promise<GetObjectCommandOutput | null> {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: Key(key) }));
    } catch (err) {
      if (absent(err)) return null;
      throw err;
    }
  }
  async function exists(key: string) {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: Key(key) }));
      return true;
    } catch (err) {
      if (absent(err)) return false;
      throw err;
    }
  }
  async function list(under: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: Key(under), ContinuationToken }));
      for (const o of page.Contents ?? []) found.push({ key: o.Key!.slice(prefix.length), size: o.Size ?? 0, modified: o.LastModified ?? new Date(0) });
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found;
  }
  async function remove(keys: string[]) {
    // DeleteObjects takes at most 1,000 keys a call.
    for (let i = 0; i < keys.length; i += 1000) {
      const Objects = keys.slice(i, i + 1000).map((key) => ({ Key: Key(key) }));
      await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }));
    }
  }
  const bodyOf = (object: GetObjectCommandOutput) => object.Body as Readable;

  return {
    shared: true,
    ready: () => client.send(new HeadBucketCommand({ Bucket: bucket })).then(() => undefined),
    exists,
    put: (key, bytes) => put(key, typeof bytes === 'string' ? Buffer.from(bytes) : bytes),
    async putStream(key, body, accept) {
      const bytes = await buffer(body);
      accept(bytes.length);
      await put(key, bytes);
    },
    putFile: async (key, path) => put(key, createReadStream(path), (await stat(path)).size),
    async open(key) {
      const object = await get(key);
      if (!object) return null;
      return { body: bodyOf(object), size: object.ContentLength ?? 0, etag: object.ETag, modified: object.LastModified };
    },
    async read(key) {
      const object = await get(key);
      if (!object) throw Object.assign(new Error(`${key} is not stored`), { code: 'ENOENT' });
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    list,
    // One sized PUT of the parts streamed in order: no part is held whole, and 1 MiB parts need no
    // multipart upload (whose parts must be 5 MiB). One PUT takes up to 5 GiB.
    concat: async (parts, target) => {
      const size = parts.reduce((sum, part) => sum + part.size, 0);
      const bytes = () =>
        Readable.from(
          (async function* () {
            for (const part of parts) {
              const object = await get(part.key);
              if (!object) throw new Error(`${part.key} is gone`);
              yield* bodyOf(object);
            }
          })(),
        );
      // The SDK retries a dropped connection only for a body it can send again, never a stream: a
      // server that closes a kept-alive connection as it is reused (EPIPE, ECONNRESET; seen under
      // load) gets the parts streamed again, up to three times in all.
      for (let attempt = 1; ; attempt++) {
        try {
          await put(target, bytes(), size);
          return;
        } catch (err) {
          if (attempt === 3 || !['EPIPE', 'ECONNRESET'].includes((err as { code?: string }).code ?? '')) throw err;
        }
      }
    },
    removeAll: async (under) => remove((await list(under)).map((o) => o.key)),
    // A bucket has no folders: a group's last change is its newest object's.
    async removeStale(under, before) {
      const groups = new Map<string, { keys: string[]; newest: number }>();
      for (const o of await list(under)) {
        const id = o.key.slice(under.length).split('/')[0]!;
        const group = groups.get(id) ?? { keys: [], newest: 0 };
        group.keys.push(o.key);
        group.newest = Math.max(group.newest, o.modified.getTime());
        groups.set(id, group);
      }
      const stale = [...groups.values()].filter((g) => g.newest <= before.getTime());
      await remove(stale.flatMap((g) => g.keys));
      return stale.length;
    },
    async localCopy(key) {
      const dir = await mkdtemp(join(tmpdir(), 'academy-object-'));
      const release = () => rm(dir, { recursive: true, force: true });
      try {
        const object = await get(key);
        if (!object) throw Object.assign(new Error(`${key} is not stored`), { code: 'ENOENT' });
        const path = join(dir, key.slice(key.lastIndexOf('/') + 1));
        await pipeline(bodyOf(object), createWriteStream(path));
        return { path, release };
      } catch (err) {
        await release();
        throw err;
      }
    },
    async deliver(key) {
      if (!(await exists(key))) return null;
      return { url: await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: Key(key) }), { expiresIn: SIGNED_URL_SECONDS }) };
    },
  };
}
