import { randomBytes } from 'node:crypto';
import { CHUNK_SIZE } from '@academy/shared/constants';
import { API, type TestUpstream } from '../helper.ts';

/** One chunk as the BFF sends it to `up`: multipart fields, then the bytes. */
export function sendChunk(up: TestUpstream, bearer: string, fields: Record<string, string | number>, bytes: Buffer) {
  const boundary = `----chunk${randomBytes(6).toString('hex')}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="blob"\r\ncontent-type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return up.app.inject({
    method: 'POST',
    url: `${API}/admin/upload`,
    payload: body,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

export const chunksOf = (data: Buffer) =>
  Array.from({ length: Math.ceil(data.length / CHUNK_SIZE) }, (_, i) => data.subarray(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE));
