import { generate } from 'otplib';
import type { APIRequestContext, Page } from 'playwright-core';

const PERIOD_MS = 30_000;
/** The last period whose code a sign-in of this test process used, by shop. */
const usedPeriod = new Map<string, number>();

/** A browser's way to the shop: its requests, and the shop's origin. */
interface ShopClient {
  request: APIRequestContext;
  origin: string;
}

/** The shop's clock (TEST_CLOCK), moved on by `advanceMs` first when given. */
async function shopNow({ request, origin }: ShopClient, advanceMs = 0): Promise<number> {
  const headers = { 'x-csrf': '1', origin };
  const res = advanceMs
    ? await request.post('/bff/test-clock', { headers, data: { advance_seconds: advanceMs / 1000 } })
    : await request.get('/bff/test-clock', { headers });
  return Date.parse(((await res.json()) as { data: { now: string } }).data.now);
}

/**
 * The code the authenticator app with `secret` shows now by the shop's clock, as a person reads it.
 * A code is good once (accounts/totp.ts), and a person signing in again within 30 s waits for the
 * next one: here the shop's test clock is moved on to it instead of waiting.
 */
export async function authenticatorCode(from: Page | ShopClient, secret: string): Promise<string> {
  const client = 'url' in from ? { request: from.request, origin: new URL(from.url()).origin } : from;
  let now = await shopNow(client);
  const used = usedPeriod.get(client.origin);
  if (used !== undefined && Math.floor(now / PERIOD_MS) <= used) now = await shopNow(client, (used + 1) * PERIOD_MS - now + 1000);
  usedPeriod.set(client.origin, Math.floor(now / PERIOD_MS));
  return generate({ secret, epoch: Math.floor(now / 1000) });
}
