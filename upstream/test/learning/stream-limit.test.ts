import t from 'tap';
import { eq } from 'drizzle-orm';
import { STREAM_LIVE_SECONDS } from '@academy/shared/stream-timing';
import { advance } from '../../../shared/test/clock.ts';
import { courseClip } from '../../src/seed/demo-catalogue.ts';
import { mediaStreams } from '../../src/streams/tables.ts';
import { API, buildTestUpstream, grantItems, registeredCustomer, type TestUpstream } from '../helper.ts';

// An account plays on at most STREAM_LIMIT devices (logins) at once: the streams calls and the media
// itself admit a device, refuse the one past the limit, and let it take the place of the first.
const up = await buildTestUpstream(t, { TEST_CLOCK: 'true' });
const buyer = await registeredCustomer(up, 'streamer');
const userId = await grantItems(up, buyer.email, [{ type: 'course', slug: 'forex-foundations' }]);
const clip = courseClip('forex-foundations', 'lesson-1.webm');

/** Each device's refresh token, by its access token: what signing out sends. */
const refreshTokens = new Map<string, string>();
/** Another login of the same account: another device. */
async function device() {
  const login = await up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email: buyer.email, password: buyer.password } });
  const { token, rToken } = login.json().data as { token: string; rToken: string };
  refreshTokens.set(token, rToken);
  return token;
}
const call = (token: string, url: string, payload?: object, on: TestUpstream = up) =>
  on.app.inject({ method: payload ? 'POST' : 'GET', url: `${API}/${url}`, payload, headers: { authorization: `Bearer ${token}` } });
const claim = (token: string, takeOver?: boolean) => call(token, 'streams', takeOver === undefined ? {} : { take_over: takeOver });
const media = (token: string) => call(token, `media/${clip}`);
const places = () => up.app.database.db.select().from(mediaStreams).where(eq(mediaStreams.userId, userId));

const REFUSED = 'This account is already playing on 2 other devices. Watch here instead, and the one that started first stops.';
const STOPPED = 'Playback stopped: this account started playing on another device, and plays on at most 2 at once.';

t.test('two devices play; the third is refused by the call and by the media, and nothing is written for it', async (t) => {
  const [first, second, third] = [buyer.token, await device(), await device()];
  t.equal((await claim(first)).statusCode, 200);
  t.equal((await media(second)).statusCode, 200, 'the media itself takes a place');
  t.same((await claim(third)).json(), { code: 409, message: REFUSED });
  t.same((await media(third)).json(), { code: 409, message: REFUSED });
  t.equal((await places()).length, 2, 'the refused device holds no place');
  t.equal((await claim(first)).statusCode, 200, 'a device keeps its place');
  t.equal((await media(second)).statusCode, 200);

  // Leaving the lesson frees the place at once.
  t.equal((await call(second, 'streams/release', {})).statusCode, 200);
  t.equal((await claim(third)).statusCode, 200);
  t.equal((await media(third)).statusCode, 200);
  t.equal((await claim(second)).statusCode, 409, 'now the second is the one past the limit');
  await Promise.all([first, second, third].map((token) => call(token, 'streams/release', {})));
});

t.test('watching here instead stops the device that started first, which is told why until a place frees', async (t) => {
  const [first, second, third] = [await device(), await device(), await device()];
  await claim(first);
  advance(1000, up.app);
  await claim(second);
  t.same((await claim(third, false)).json(), { code: 409, message: REFUSED });
  t.same((await claim(third, true)).json(), { code: 200, message: 'Playing on this device' });
  t.same((await claim(first)).json(), { code: 409, message: STOPPED }, 'the oldest stream is told why it stopped');
  t.same((await media(first)).json(), { code: 409, message: STOPPED }, 'and gets no more of the video');
  t.equal((await media(second)).statusCode, 200, 'the second plays on');
  t.equal((await media(third)).statusCode, 200);
  // The stopped device may take its place back the same way.
  t.equal((await claim(first, true)).statusCode, 200);
  t.same((await claim(second)).json(), { code: 409, message: STOPPED });
  await Promise.all([first, second, third].map((token) => call(token, 'streams/release', {})));
});

t.test('a device gone quiet for a minute, or signed out, holds no place', async (t) => {
  const [first, second, third] = [await device(), await device(), await device()];
  await claim(first);
  await claim(second);
  t.equal((await claim(third)).statusCode, 409);
  advance((STREAM_LIVE_SECONDS - 20) * 1000, up.app);
  await claim(second);
  advance(30_000, up.app);
  // The first was last seen 70 s ago: its place is free; the second's, seen 30 s ago, holds.
  t.equal((await claim(third)).statusCode, 200, 'the quiet device lost its place');
  t.equal((await claim(first)).statusCode, 409, 'and gets it back only when one is free');
  t.equal((await call(second, 'auth/logout', { rToken: refreshTokens.get(second) })).statusCode, 200);
  t.equal((await claim(first)).statusCode, 200, "a signed-out device's place is free at once");
  await Promise.all([first, third].map((token) => call(token, 'streams/release', {})));
});

t.test('two devices arriving together for the last place: one gets it', async (t) => {
  const [holder, a, b] = [await device(), await device(), await device()];
  await claim(holder);
  const answers = await Promise.all([claim(a), media(b)]);
  t.same(answers.map((r) => r.statusCode).sort(), [200, 409]);
});

t.test('the limit is the configured one, and bad input is refused', async (t) => {
  const single = await buildTestUpstream(t, { STREAM_LIMIT: '1' });
  const one = await registeredCustomer(single, 'solo');
  await grantItems(single, one.email, [{ type: 'course', slug: 'forex-foundations' }]);
  const other = (await single.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email: one.email, password: one.password } })).json().data
    .token as string;
  t.equal((await call(one.token, 'streams', {}, single)).statusCode, 200);
  t.same((await call(other, 'streams', {}, single)).json(), {
    code: 409,
    message: 'This account is already playing on another device. Watch here instead, and the one that started first stops.',
  });
  t.equal((await call(other, 'streams', { take_over: 'yes' }, single)).statusCode, 422);
  t.equal((await up.app.inject({ method: 'POST', url: `${API}/streams`, payload: {} })).statusCode, 401, 'a visitor');
});
