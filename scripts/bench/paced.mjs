// An open-loop load at a steady rate, for the added-latency bar.
//
// Why not autocannon's `overallRate`: autocannon enforces a rate as a per-second quota per
// connection (lib/httpClient.js: `reqsMadeThisSecond < rate`, reset by a 1 s setInterval), so
// "2,000 req/s" is every connection firing back to back until the second's quota is used, then
// idling: a burst of 2,000 requests at full concurrency each second. Its latencies are those of a
// saturated server (1.5-2 ms p50 even for a bare Fastify route here), not of a steady 2,000 req/s.
// This sends requests evenly spaced in time instead (a 1 ms timer, so two at a time at 2,000 req/s)
// over a keep-alive undici pool per target, and times each from its send to the end of its body.
//
// Several targets are loaded together, each at the full rate, every tick sending to all of them:
// a stall of the machine (a neighbour on the host, a timer, another process's GC) then lands on
// all of them at once, so their difference is the proxy's, not the luck of separate windows.
// With `stagger`, the targets are one load taking turns instead (a mix of requests, such as
// searches for different words), spaced evenly rather than sent together in bursts.
import { Pool } from 'undici';

export async function paced({ targets, rate, seconds, connections = 50, stagger = false }) {
  const total = Math.round(rate * seconds);
  const runs = targets.map(({ url, headers = {} }) => {
    const target = new URL(url);
    return {
      path: `${target.pathname}${target.search}`,
      headers,
      pool: new Pool(target.origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 }),
      latencies: new Float64Array(total),
      recorded: 0,
      non2xx: 0,
      errors: 0,
    };
  });
  // A slot is one send to every target, or with `stagger` to the next one in turn.
  const slots = stagger ? total * runs.length : total;
  const slotRate = stagger ? rate * runs.length : rate;
  let sent = 0;
  let done = 0;
  const began = process.hrtime.bigint();

  await new Promise((resolve) => {
    const finish = () => {
      if (++done === total * runs.length) resolve();
    };
    const fire = (run) => {
      const t0 = process.hrtime.bigint();
      run.pool
        .request({ method: 'GET', path: run.path, headers: run.headers })
        .then(async (res) => {
          await res.body.dump();
          if (res.statusCode < 200 || res.statusCode > 299) run.non2xx++;
          run.latencies[run.recorded++] = Number(process.hrtime.bigint() - t0) / 1e6;
        })
        .catch(() => run.errors++)
        .finally(finish);
    };
    const tick = () => {
      const elapsed = Number(process.hrtime.bigint() - began) / 1e9;
      const due = Math.min(slots, Math.floor(elapsed * slotRate) + 1);
      for (; sent < due; sent++) {
        if (stagger) fire(runs[sent % runs.length]);
        else runs.forEach(fire);
      }
      if (sent < slots) setTimeout(tick, 1);
    };
    tick();
  });
  const wall = Number(process.hrtime.bigint() - began) / 1e9;
  await Promise.all(runs.map((run) => run.pool.close()));
  return runs.map((run) => ({
    latencies: run.latencies.subarray(0, run.recorded).sort(),
    requests: total,
    seconds: wall,
    non2xx: run.non2xx,
    errors: run.errors,
  }));
}
