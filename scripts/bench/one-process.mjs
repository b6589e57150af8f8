// The shop as `npm start` runs it (one process, development defaults, info logs written to a sink as a
// collector takes them; scripts/bench/throwaway-shop.mjs)
// under load, beside a bare Fastify server answering 2 kB of HTML, measured in the same run: what
// every request pays before doing its work, and what each kind of answer costs on top.
//   static    a built file (/favicon.svg), from memory (bff/src/plugins/app/web-files.ts)
//   listing   a server-rendered page (/courses) from the BFF's page cache (bff/src/plugins/app/pages.ts)
//   api       a public API listing, as the SPA asks for it
//   shell     a client-rendered route (/dashboard): the SPA's shell, with no render attempt
import { execFileSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withThrowawayShop } from './throwaway-shop.mjs';

const EMPTY_ROOT = '<div id="root"></div>';
const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
export const ONE_PROCESS_TARGETS = {
  static: { path: '/favicon.svg', headers: AS_A_BROWSER, is: (res) => /^image\/svg/.test(res.headers.get('content-type') ?? '') },
  listing: { path: '/courses', headers: { ...AS_A_BROWSER, accept: 'text/html' }, is: (_res, body) => !body.includes(EMPTY_ROOT) },
  api: { path: '/api/academy/courses?page=1&length=12', headers: { ...AS_A_BROWSER, 'x-csrf': '1' }, is: (_res, body) => JSON.parse(body).data.length > 0 },
  shell: { path: '/dashboard', headers: { ...AS_A_BROWSER, accept: 'text/html' }, is: (_res, body) => body.includes(EMPTY_ROOT) },
};

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
/**
 * The CPU milliseconds process `pid` has used (user and system, from /proc): the server's own cost per
 * request, which holds when the load generator, not the server, is what runs out (a large page).
 */
export function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ', 2)[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function withBareFastify(use) {
  const child = fork(fileURLToPath(new URL('./bare-fastify.mjs', import.meta.url)), { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    const { url } = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the bare Fastify peer exited (${code})`)));
    });
    return await use(url, child.pid);
  } finally {
    child.disconnect();
  }
}

/**
 * Checks that each target is what it stands for (a listing that fell back to the shell would measure
 * the wrong thing), then `measure({url, headers, pid})` the peer and each target in turn (`pid`: the
 * server's process, for cpuMsOf).
 */
export function oneProcess(measure) {
  return withThrowawayShop(
    (base, _dataDir, shopPid) =>
      withBareFastify(async (peerUrl, peerPid) => {
        const results = { bare: { path: '(bare Fastify, 2 kB of HTML)', ...(await measure({ url: peerUrl, headers: AS_A_BROWSER, pid: peerPid })) } };
        for (const [name, { path, headers, is }] of Object.entries(ONE_PROCESS_TARGETS)) {
          const target = { url: `${base}${path}`, headers, pid: shopPid };
          const res = await fetch(target.url, { headers });
          const body = await res.text();
          if (res.status !== 200 || !is(res, body)) throw new Error(`${path}: ${res.status}, not the ${name} it stands for`);
          results[name] = { path, bytes: Buffer.byteLength(body), ...(await measure(target)) };
        }
        return results;
      }),
    // As `npm start` logs (its default level), not the throwaway shop's quieter one. autocannon keeps its
    // connections open for the whole run: the shop's per-connection request limit would answer its
    // 1,001st request on each with a 503, as the stub suite's BFFs also set.
    { LOG_LEVEL: 'info', MAX_REQUESTS_PER_SOCKET: '0' },
    'discarded',
  );
}
