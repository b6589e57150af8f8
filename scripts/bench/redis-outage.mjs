// What a Redis outage costs a login: the shop as `npm start` starts it, with REDIS_URL pointing at a
// redis-server this part starts, then kills. Logins (a wrong password, 401, through the BFF) one at
// a time with Redis up, then with it gone; p50 and p99 of each, and the outage's p99 against the bar.
// Before the circuit breaker (shared/src/server/redis.ts) an outage made a login take 4-12 s.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../shop-process.mjs';
import { withThrowawayShop } from './throwaway-shop.mjs';

const LOGINS = Number(process.env.BENCH_REDIS_LOGINS ?? 300);

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function logins(url, n) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const began = performance.now();
    const res = await fetch(`${url}/api/academy/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': '1', origin: url },
      body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'wrong-password' }),
    });
    await res.arrayBuffer();
    if (res.status !== 401) throw new Error(`a login answered ${res.status}, not 401`);
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), max: times.at(-1) };
}

export async function redisOutageReport() {
  const port = await freePort();
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  try {
    // The limits high enough that the bench's own logins are not refused.
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: 'bench-outage:', LOGIN_RATE_LIMIT: '100000', AUTH_RATE_LIMIT: '100000' };
    return await withThrowawayShop(async (url) => {
      await logins(url, 20);
      const up = await logins(url, LOGINS);
      const exited = once(redis, 'exit');
      redis.kill('SIGKILL');
      await exited;
      await logins(url, 20);
      const down = await logins(url, LOGINS);
      const fmt = (r) => `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`;
      console.log(`\n== Redis outage: ${LOGINS} logins one at a time through the BFF ==`);
      console.log(`  Redis up    ${fmt(up)}`);
      console.log(`  Redis gone  ${fmt(down)}  (p99 ${(down.p99 / up.p99).toFixed(2)}x Redis up's)`);
      console.log(`  ${down.p99 < 100 ? 'PASS' : 'FAIL'}  login p99 under 100 ms with Redis gone: ${down.p99.toFixed(1)} ms`);
      return { logins: LOGINS, up, down };
    }, env);
  } finally {
    redis.kill('SIGKILL');
  }
}
