import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

interface Tap {
  teardown(fn: () => unknown): void;
}

/** A third party's HTTP API on 127.0.0.1 (NOWPayments, Telegram): records calls, answers as told. */
export async function fakeServer(t: Tap, answer: (req: Received) => { status?: number; body: unknown }) {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => void respond(req, res));
  async function respond(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += (chunk as Buffer).toString();
    const call = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : undefined };
    received.push(call);
    const { status = 200, body } = answer(call);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, received };
}
