// The upload figure of `npm run bench`: one large file sent to the BFF's admin/upload as the SPA
// sends it (one multipart request, fields first, the file last), generated on the fly so the
// client holds one 1 MiB block, never the file.
import { randomBytes } from 'node:crypto';
import { request } from 'undici';

export async function uploadFile({ url, headers, size }) {
  const boundary = '----bench-upload';
  const fields = { size: String(size), filename: 'bench-upload.webm', upload_type: 'course', course_title: 'Bench' };
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  async function* body() {
    yield Buffer.from(
      `${head}--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${fields.filename}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
    );
    const block = randomBytes(1024 * 1024);
    for (let sent = 0; sent < size; sent += block.length) yield block.subarray(0, Math.min(block.length, size - sent));
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  const began = performance.now();
  const res = await request(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: body(),
    bodyTimeout: 0,
    headersTimeout: 0,
  });
  const answer = await res.body.json().catch(() => ({}));
  return { status: res.statusCode, answer, seconds: (performance.now() - began) / 1000 };
}
