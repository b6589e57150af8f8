import { connect, type Socket } from 'node:net';
import { Client } from 'undici';
import t from 'tap';
import { until } from '../../../shared/test/until.ts';
import { adminCookie, API, buildTestShop, PUBLIC_URL } from '../helper.ts';

// Short limits so the test takes seconds; the defaults are 30 s and 100 (README). TRUST_PROXY is
// empty so this loopback client counts as a client, not as a trusted proxy.
// 1.5 s leaves room for a busy CI machine's stalls between a slow client's writes.
const IDLE_MS = 1500;
const shop = await buildTestShop(t, { bffEnv: { CLIENT_BODY_TIMEOUT_MS: String(IDLE_MS), MAX_CONNECTIONS_PER_CLIENT: '20', TRUST_PROXY: '' } });
await shop.app.listen({ host: '127.0.0.1', port: 0 });
const { port } = shop.app.server.address() as { port: number };
const connections = () => new Promise<number>((resolve) => shop.app.server.getConnections((_err, n) => resolve(n)));

/** A raw connection that sent `head` and `body`; resolves when the server closes it, with how long it lasted. */
function send(head: string, body = ''): { socket: Socket; closed: Promise<number> } {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(head + body);
  return { socket, closed: new Promise((resolve) => socket.once('close', () => resolve(Date.now() - started))) };
}
const post = (path: string, length: number) =>
  `POST ${API}/${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nx-csrf: 1\r\nOrigin: ${PUBLIC_URL}\r\n\r\n`;

t.test('a body that stalls after a few bytes is cut off, on every kind of call', async (t) => {
  const stalled = ['contact', 'cart/add', 'payments/sandbox/webhook'].map((path) => send(post(path, 60_000), '{"na'));
  const lasted = await Promise.all(stalled.map((s) => s.closed));
  for (const ms of lasted) t.ok(ms >= IDLE_MS - 50 && ms < IDLE_MS * 4, `closed after ${ms} ms`);
});

t.test('a drip of a byte now and then cannot hold an ordinary body past the deadline', async (t) => {
  const { socket, closed } = send(post('contact', 60_000), '{');
  const drip = setInterval(() => socket.writable && socket.write(' '), IDLE_MS / 3);
  const ms = await closed;
  clearInterval(drip);
  t.ok(ms < IDLE_MS * 4, `closed after ${ms} ms though it never went quiet`);
});

t.test('one address holds at most its share of connections; the others are refused at once', async (t) => {
  const held = Array.from({ length: 20 }, () => send(post('contact', 60_000), '{'));
  await until('the 20 connections held', async () => (await connections()) >= 20);
  const extra = send('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  t.ok((await extra.closed) < IDLE_MS / 2, 'the 21st is closed before it is served');
  await Promise.all(held.map((h) => h.closed));
  const after = await fetch(`http://127.0.0.1:${port}/readyz`);
  t.equal(after.status, 200, 'once they are gone, the address is served again');
});

t.test('a complete request is answered as before', async (t) => {
  const res = await fetch(`http://127.0.0.1:${port}${API}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1', origin: PUBLIC_URL },
    body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'A question about the forex course, please.' }),
  });
  t.equal(res.status, 201);
});

t.test('a request answered without its body being read leaves no deadline behind to fire', async (t) => {
  // A deadline of 1 ms: a timer armed after the request's (and no shorter) fires after it would have.
  const brief = await buildTestShop(t, { up: shop.up, bffEnv: { CLIENT_BODY_TIMEOUT_MS: '1', TRUST_PROXY: '' } });
  // Refused before the body is read (no CSRF header), through inject, which has no socket to cut.
  const res = await brief.app.inject({ method: 'POST', url: `${API}/contact`, headers: { 'content-type': 'application/json' }, payload: '{"name":"Ada"}' });
  t.equal(res.statusCode, 403);
  await new Promise((r) => setTimeout(r, 1));
  t.pass('the process is still running past the deadline');
});

t.test('an upload may take long in total while it keeps sending, but a stalled one is cut off', async (t) => {
  const cookie = await adminCookie(shop);
  const boundary = '----slow-upload';
  const size = 16 * 1024;
  const fields = { size: String(size), filename: 'slow.zip', upload_type: 'robots' };
  const head =
    `POST ${API}/admin/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nx-csrf: 1\r\nOrigin: ${PUBLIC_URL}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`;
  const part =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="slow.zip"\r\ncontent-type: application/zip\r\n\r\n`;
  const chunk = (data: string) => `${Buffer.byteLength(data).toString(16)}\r\n${data}\r\n`;

  // 16 KiB sent a KiB at a time, one every quarter of the idle limit: four times the limit in all. The
  // client drips on Node's own socket timers (real time, as a slow client's); the test waits for the answer.
  const moving = send(head, chunk(part));
  let answer = '';
  moving.socket.on('data', (d: Buffer) => (answer += d.toString()));
  const started = Date.now();
  let sent = 0;
  const drip = setInterval(() => {
    moving.socket.write(chunk('x'.repeat(1024)));
    if ((sent += 1024) < size) return;
    clearInterval(drip);
    moving.socket.write(chunk(`\r\n--${boundary}--\r\n`) + '0\r\n\r\n');
  }, IDLE_MS / 4);
  await until('the answer to the slow upload', () => answer.includes('\r\n\r\n{'), { within: 20_000 }).finally(() => clearInterval(drip));
  t.ok(Date.now() - started > IDLE_MS * 3, 'it took several times the idle limit');
  t.match(answer, /^HTTP\/1\.1 200[\s\S]*File assembled successfully/, 'and arrived whole');
  moving.socket.destroy();

  const stalled = send(head, chunk(part) + chunk('x'.repeat(1024)));
  const ms = await stalled.closed;
  t.ok(ms >= IDLE_MS - 50 && ms < IDLE_MS * 4, `a stalled upload is closed after ${ms} ms`);
});

t.test('a keep-alive connection is closed after MAX_REQUESTS_PER_SOCKET requests (0: never)', async (t) => {
  for (const [limit, closesAt] of [
    ['3', 3],
    ['0', null],
  ] as const) {
    const other = await buildTestShop(t, { up: shop.up, bffEnv: { MAX_REQUESTS_PER_SOCKET: limit } });
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    const client = new Client(`http://127.0.0.1:${(other.app.server.address() as { port: number }).port}`);
    t.teardown(() => client.close());
    const connections: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await client.request({ method: 'GET', path: '/readyz' });
      await res.body.dump();
      connections.push(res.headers.connection as string | undefined);
    }
    const closed = connections.indexOf('close') + 1 || null;
    t.equal(closed, closesAt, `limit ${limit}: ${closesAt ? `the answer to request ${closesAt} says Connection: close` : 'no answer closes the connection'}`);
  }
});
