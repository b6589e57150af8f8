import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { uploadFields } from '@academy/shared/uploads';
import { CHUNK_SIZE, WIRE } from '@academy/shared/constants';
import { dueForRefresh, type OpenSession } from '../../session/cookie-codec.ts';
import { sessionVerdict } from '../../session/upstream-verdict.ts';

/** One chunk as the upstream's admin/upload takes it: the fields, then the bytes (sent, not copied). */
function chunkBody(fields: Record<string, string | number>, bytes: Buffer) {
  const boundary = `----academy${randomBytes(8).toString('hex')}`;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const parts = [
    Buffer.from(`${head}--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="chunk"\r\ncontent-type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { parts, length: parts.reduce((n, p) => n + p.length, 0), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The SPA sends each file as one multipart request (fields first, the file last); the
 * BFF reads it as a stream and sends the upstream 1 MiB chunks, one call each, never holding more
 * than a chunk and a piece. A client abort or an upstream failure stops it before the last chunk,
 * so nothing is assembled (docs/requirements.md#uploads-through-the-bff).
 */
const upload: FastifyPluginAsync<{ product: string; refreshAheadSeconds: number }> = async (fastify, opts) => {
  const { sessions, upstream, clock } = fastify;

  /** The admin's session, renewed when it is about to expire (an upload can take minutes). */
  const fresh = (request: FastifyRequest, reply: FastifyReply, session: OpenSession) =>
    dueForRefresh(session, Math.max(opts.refreshAheadSeconds, 60), clock) ? sessions.renew(request, reply, 'admin', session) : session;

  fastify.post('/admin/upload', { config: { longBody: true } }, async (request, reply) => {
    const session = await sessions.read(request, 'admin', reply);
    if (!session) throw new ApiError(401, WIRE.unauthorized);
    if (!request.isMultipart()) throw new ApiError(415, 'Send the file as multipart/form-data');
    try {
      return await relay(request, reply, session);
    } catch (err) {
      // A broken multipart body (or a client that went away) is the sender's fault, never a 5xx.
      if (err instanceof ApiError) throw err;
      throw new ApiError(422, 'The upload is malformed');
    }
  });

  async function relay(request: FastifyRequest, reply: FastifyReply, start: OpenSession) {
    let session = start;

    const fields: Record<string, string> = {};
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const meta = parseInput(uploadFields, fields);
      const totalChunks = Math.ceil(meta.size / CHUNK_SIZE);
      // The SPA names its uploads so it can resume one (web/src/lib/upload-file.ts); the upstream keys it by the admin as well.
      const uploadId = meta.upload_id ?? randomUUID();
      // A resumed upload's file starts at chunk `start_chunk`: the chunks before it are already upstream.
      let index = meta.start_chunk;
      let sent = meta.start_chunk * CHUNK_SIZE;
      let last: { status: number; body: { message?: string } } | null = null;

      const post = async (bytes: Buffer) => {
        const { parts, length, contentType } = chunkBody(
          {
            chunkNumber: index,
            totalChunks,
            filename: meta.filename,
            upload_type: meta.upload_type,
            upload_id: uploadId,
            ...(meta.course_title ? { course_title: meta.course_title } : {}),
          },
          bytes,
        );
        const res = await upstream.request({
          method: 'POST',
          path: `/api/${opts.product}/admin/upload`,
          headers: { authorization: `Bearer ${session.token}`, 'content-type': contentType, 'content-length': String(length), 'x-request-id': request.id },
          body: Readable.from(parts),
        });
        const body = (await res.body.json().catch(() => ({ code: 502, message: WIRE.upstreamDown }))) as { message?: string };
        return { status: res.statusCode, body };
      };

      const send = async (bytes: Buffer) => {
        session = await fresh(request, reply, session);
        last = await post(bytes);
        // The session rules as the proxy applies them: an expired token is renewed and the chunk sent once more
        // (a refused renewal clears the cookie); any other lost session clears the admin cookie.
        if (sessionVerdict(last.status, last.body.message) === 'expired') {
          session = await sessions.renew(request, reply, 'admin', session);
          last = await post(bytes);
        }
        if (sessionVerdict(last.status, last.body.message) !== 'kept') sessions.clear(request, reply, 'admin');
        if (last.status !== 200) throw new ApiError(last.status, last.body.message ?? 'Error uploading chunk');
        index++;
        sent += bytes.length;
      };

      // Pieces are copied into one reused 1 MiB buffer; the loop pulls no more while a chunk is in
      // flight, so memory stays at one chunk whatever the file's size.
      const chunk = Buffer.allocUnsafe(CHUNK_SIZE);
      let filled = 0;
      for await (const piece of part.file as AsyncIterable<Buffer>) {
        if (sent + filled + piece.length > meta.size) throw new ApiError(422, `The file is larger than the ${meta.size} bytes announced`);
        let offset = 0;
        while (offset < piece.length) {
          const copied = piece.copy(chunk, filled, offset);
          filled += copied;
          offset += copied;
          // A full chunk goes now unless it is the file's last: that one goes after the stream ends.
          if (filled === CHUNK_SIZE && sent + CHUNK_SIZE < meta.size) {
            await send(chunk);
            filled = 0;
          }
        }
      }
      if (part.file.truncated) throw new ApiError(413, 'The file is too large');
      if (sent + filled !== meta.size) throw new ApiError(422, `The file has ${sent + filled} bytes, not the ${meta.size} announced`);
      await send(chunk.subarray(0, filled));
      return reply.code(last!.status).send(last!.body);
    }
    throw new ApiError(422, 'The file is missing');
  }
};
export default upload;
