import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

interface Tap {
  teardown(fn: () => unknown): void;
}

export const BUCKET = 'academy-test';

// s3rver's own keys; the SDK finds them in its standard chain, as it would AWS's.
process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A real S3 API on 127.0.0.1 (s3rver, files in a temporary folder) with one empty bucket, stopped
 * after the test. `env` points an upstream (or a BFF) at it under a prefix.
 */
export async function startS3(t: Tap) {
  const directory = await mkdtemp(join(tmpdir(), 'academy-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  let running = true;
  /** Stops the server (an outage); teardown stops it otherwise. */
  const stop = async () => {
    if (running) await server.close();
    running = false;
  };
  t.teardown(async () => {
    await stop();
    await rm(directory, { recursive: true, force: true });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return { endpoint, stop, env: { STORAGE_URL: `s3://${BUCKET}/shop`, STORAGE_ENDPOINT: endpoint } };
}
