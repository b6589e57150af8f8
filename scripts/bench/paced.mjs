// An open-loop load at a steady rate, for the added-latency bar.
//
// Why not autocannon's `overallRate`: autocannon enforces a rate as a per-second quota per
// connection (lib/httpClient.js: `reqsMadeThisSecond < rate`, reset by a 1 s setInterval), so
// "2,000 req/s" is every connection firing back to back until the second's quota is used, then
// idling: a burst of 2,000 requests at full concurrency each second. Its latencies are those of a
// saturated server (1.5-2 ms p50 even for a bare Fastify route here), not of a steady 2,000 req/s.
// This sends requests evenly spaced in time instead (a 1 ms timer, so two at a time at 2,000 req/s)
// over a keep-alive undici pool, and times each from its send to the end of its body.
import { Pool } from 'undici';

export async function paced({ url, headers = {}, rate, seconds, connections = 50 }) {
  const target = new URL(url);
  const path = `${target.pathname}${target.search}`;
  const pool = new Pool(target.origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const total = Math.round(rate * seconds);
  const latencies = new Float64Array(total);
  let sent = 0;
  let done = 0;
  let recorded = 0;
  let non2xx = 0;
  let errors = 0;
  const began = process.hrtime.bigint();

  await new Promise((resolve) => {
    const finish = () => {
      if (++done === total) resolve();
    };
    const fire = () => {
      sent++;
      const t0 = process.hrtime.bigint();
      pool
        .request({ method: 'GET', path, headers })
        .then(async (res) => {
          await res.body.dump();
          if (res.statusCode < 200 || res.statusCode > 299) non2xx++;
          latencies[recorded++] = Number(process.hrtime.bigint() - t0) / 1e6;
        })
        .catch(() => errors++)
        .finally(finish);
    };
    const tick = () => {
      const elapsed = Number(process.hrtime.bigint() - began) / 1e9;
      const due = Math.min(total, Math.floor(elapsed * rate) + 1);
      while (sent < due) fire();
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  const wall = Number(process.hrtime.bigint() - began) / 1e9;
  await pool.close();
  return { latencies: latencies.subarray(0, recorded).sort(), requests: done, seconds: wall, non2xx, errors };
}
