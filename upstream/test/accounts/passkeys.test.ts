import t from 'tap';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { AuditAction } from '@academy/shared/audit';
import { WIRE } from '@academy/shared/constants';
import { PASSKEY_TEXT } from '@academy/shared/passkeys';
import { advance } from '../../../shared/test/clock.ts';
import { passkeys, tokenFamilies, users, webauthnChallenges } from '../../src/accounts/tables.ts';
import { auditEntries } from '../../src/audit/tables.ts';
import { ADMIN, API, buildTestUpstream, registeredCustomer } from '../helper.ts';
import { lastMailTo } from '../outbox.ts';
import { softwareAuthenticator } from './software-authenticator.ts';

// Passkeys (docs/decisions/088-passkeys.md), each ceremony answered by a software authenticator made
// here with a real key, so the server's WebAuthn verification (@simplewebauthn/server) runs on the
// same bytes a browser sends.
const ORIGIN = 'https://shop.example';
const RP_ID = 'shop.example';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const up = await buildTestUpstream(t, { PUBLIC_URL: ORIGIN, TEST_CLOCK: 'true' });
const { app } = up;
const { db } = app.database;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url: `${API}/${url}`, payload, headers: { 'user-agent': CHROME, ...(token ? bearer(token) : {}) } });
const get = (url: string, token: string) => app.inject({ method: 'GET', url: `${API}/${url}`, headers: bearer(token) });
const newAuthenticator = () => softwareAuthenticator({ origin: ORIGIN, rpId: RP_ID });
type Authenticator = ReturnType<typeof newAuthenticator>;
const entries = (action: AuditAction) => db.select().from(auditEntries).where(eq(auditEntries.action, action)).orderBy(auditEntries.at);
const rowOf = async (a: Authenticator) => (await db.select().from(passkeys).where(eq(passkeys.credentialId, a.id)))[0];

/** Registers the authenticator's passkey on the account signed in by `token`, under `base` (`user/passkeys` or `admin/profile/passkeys`). */
async function added(base: string, token: string, a: Authenticator, name?: string) {
  const options = await post(`${base}/options`, {}, token);
  if (options.statusCode !== 200) throw new Error(`options: ${options.body}`);
  return post(base, { ...(name !== undefined && { name }), response: a.create(options.json().data) }, token);
}
const signInOptions = async () => (await post('auth/passkey/options', {})).json().data;
const signIn = async (a: Authenticator, ceremony: Parameters<Authenticator['get']>[1] = {}) =>
  post('auth/passkey/login', { response: a.get(await signInOptions(), ceremony) });

t.test('a customer adds passkeys, named as typed or after the device, and each later one excludes the ones they have', async (t) => {
  const ada = await registeredCustomer(up, 'pk-add');
  const phone = newAuthenticator();
  const first = await post('user/passkeys/options', {}, ada.token);
  t.equal(first.statusCode, 200);
  const options = first.json().data;
  t.match(options, {
    rp: { name: 'Meridian Trading Academy', id: RP_ID },
    user: { name: ada.email, displayName: 'Ada Lovelacepk-add' },
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    attestation: 'none',
    excludeCredentials: [],
  });
  t.same(
    options.pubKeyCredParams.map((c: { alg: number }) => c.alg),
    [-7, -8, -257],
    'ES256, EdDSA and RS256: signatures of a few hundred bytes at most',
  );
  const res = await post('user/passkeys', { name: ' My phone ', response: phone.create(options) }, ada.token);
  t.equal(res.statusCode, 201, res.body);
  t.match(res.json().data, { name: 'My phone', last_used_at: null });
  const stored = await rowOf(phone);
  t.match(stored, { name: 'My phone', counter: 0, transports: ['internal', 'hybrid'] }, 'kept with its key and transports');
  t.notMatch(res.body, stored!.publicKey, 'the key never leaves');

  const laptop = newAuthenticator();
  const second = (await post('user/passkeys/options', {}, ada.token)).json().data;
  t.same(
    second.excludeCredentials.map((c: { id: string }) => c.id),
    [phone.id],
    'the browser is told not to make a second one on the phone',
  );
  t.equal((await post('user/passkeys', { response: laptop.create(second) }, ada.token)).statusCode, 201);
  const list = await get('user/passkeys', ada.token);
  t.same(
    list.json().data.map((p: { name: string }) => p.name),
    ['My phone', 'Chrome on Windows'],
    'an unnamed one is named after the device, oldest first',
  );
  t.same(Object.keys(list.json().data[0]).sort(), ['created_at', 'id', 'last_used_at', 'name'], 'names and dates, never a key');

  const again = await added('user/passkeys', ada.token, phone);
  t.same([again.statusCode, again.json().message], [409, PASSKEY_TEXT.alreadyRegistered], 'the same passkey twice');
});

t.test('a registration answer is refused when it is not for this shop, its challenge is spent, or the device did not verify the customer', async (t) => {
  const ada = await registeredCustomer(up, 'pk-refused');
  const a = newAuthenticator();
  const options = (await post('user/passkeys/options', {}, ada.token)).json().data;
  const foreign = await post('user/passkeys', { response: a.create(options, { origin: 'https://evil.example' }) }, ada.token);
  t.same([foreign.statusCode, foreign.json().message], [422, PASSKEY_TEXT.notVerified], 'made on another site');
  const spent = await post('user/passkeys', { response: a.create(options) }, ada.token);
  t.same([spent.statusCode, spent.json().message], [422, PASSKEY_TEXT.challengeGone], 'its challenge went with the refused answer');

  const otherRp = await post(
    'user/passkeys',
    { response: a.create((await post('user/passkeys/options', {}, ada.token)).json().data, { rpId: 'evil.example' }) },
    ada.token,
  );
  t.equal(otherRp.statusCode, 422, 'signed for another RP ID');

  const unverified = await post(
    'user/passkeys',
    { response: a.create((await post('user/passkeys/options', {}, ada.token)).json().data, { verified: false }) },
    ada.token,
  );
  t.same([unverified.statusCode, unverified.json().message], [422, PASSKEY_TEXT.noUserVerification], 'it could not sign in alone');

  const late = (await post('user/passkeys/options', {}, ada.token)).json().data;
  advance(10 * 60_000, app);
  const expired = await post('user/passkeys', { response: a.create(late) }, ada.token);
  t.same([expired.statusCode, expired.json().message], [422, PASSKEY_TEXT.challengeGone], 'an expired challenge');

  const bob = await registeredCustomer(up, 'pk-refused-bob');
  const adas = (await post('user/passkeys/options', {}, ada.token)).json().data;
  t.equal((await post('user/passkeys', { response: a.create(adas) }, bob.token)).statusCode, 422, "another account's challenge");

  const bad = await post('user/passkeys', { name: 'x'.repeat(61), response: { id: 'not base64!' } }, ada.token);
  t.equal(bad.statusCode, 422);
  t.same(Object.keys(bad.json()).sort(), ['code', 'message']);
  t.same(await get('user/passkeys', ada.token).then((r) => r.json().data), [], 'nothing was kept');
});

t.test('a passkey signs its customer in without a password: a session already past its second factor, the counter kept', async (t) => {
  const ada = await registeredCustomer(up, 'pk-signin');
  const a = newAuthenticator();
  t.equal((await added('user/passkeys', ada.token, a, 'Phone')).statusCode, 201);

  const options = await signInOptions();
  t.match(options, { rpId: RP_ID, userVerification: 'required' });
  t.notOk(options.allowCredentials?.length, 'no email asked: any passkey of the shop may answer');
  const res = await post('auth/passkey/login', { response: a.get(options) });
  t.equal(res.statusCode, 200, res.body);
  const pair = res.json().data;
  t.match(pair, { email: ada.email, first_name: 'Ada', role: 'customer', second_factor: null });
  t.equal((await get('user/details', pair.token)).statusCode, 200, 'the session works');
  const { fam } = JSON.parse(Buffer.from(pair.token.split('.')[1], 'base64url').toString());
  const [family] = await db.select().from(tokenFamilies).where(eq(tokenFamilies.id, fam));
  t.ok(family?.secondFactorAt, 'the login is marked as having proved its second factor');
  const row = await rowOf(a);
  t.equal(row!.counter, 1, 'the counter it reported is kept');
  t.ok(row!.lastUsedAt, 'and when it was used');
  t.equal((await get('user/passkeys', ada.token)).json().data[0].last_used_at, row!.lastUsedAt!.toISOString());
  t.equal((await signIn(a)).statusCode, 200, 'and again, its counter one more');
});

t.test('replays and strangers are refused alike: the same answer twice, a counter that went back, another origin, an unknown passkey', async (t) => {
  const ada = await registeredCustomer(up, 'pk-replay');
  const a = newAuthenticator();
  await added('user/passkeys', ada.token, a);
  const answer = a.get(await signInOptions());
  t.equal((await post('auth/passkey/login', { response: answer })).statusCode, 200);
  const twice = await post('auth/passkey/login', { response: answer });
  t.same([twice.statusCode, twice.json().message], [401, PASSKEY_TEXT.signInRefused], 'the same challenge twice');

  const cloned = await signIn(a, { counter: a.counter });
  t.equal(cloned.statusCode, 401, 'a counter that did not move on (a cloned authenticator)');

  const foreignOptions = await signInOptions();
  const foreign = await post('auth/passkey/login', { response: a.get(foreignOptions, { origin: 'https://evil.example' }) });
  t.equal(foreign.statusCode, 401, 'signed on another site');
  const retried = await post('auth/passkey/login', { response: a.get(foreignOptions) });
  t.equal(retried.statusCode, 401, 'and the challenge it spent cannot be tried again');

  const unverified = await signIn(a, { verified: false });
  t.equal(unverified.statusCode, 401, 'a device that did not verify the person cannot sign in alone');

  const stranger = newAuthenticator();
  const unknown = await signIn(stranger);
  t.same([unknown.statusCode, unknown.json().message], [401, PASSKEY_TEXT.signInRefused], 'a passkey this shop does not know');

  const made = await signInOptions();
  advance(10 * 60_000, app);
  t.equal((await post('auth/passkey/login', { response: a.get(made) })).statusCode, 401, 'an expired challenge');
  t.equal((await db.select().from(webauthnChallenges).where(eq(webauthnChallenges.challenge, made.challenge))).length, 0, 'gone with its answer');
});

t.test("one customer cannot remove another's passkey; their own goes, and signs in no more", async (t) => {
  const ada = await registeredCustomer(up, 'pk-remove-ada');
  const bob = await registeredCustomer(up, 'pk-remove-bob');
  const a = newAuthenticator();
  const id = (await added('user/passkeys', ada.token, a)).json().data.id as string;
  const other = await post(`user/passkeys/${id}/remove`, {}, bob.token);
  t.same([other.statusCode, other.json().message], [404, PASSKEY_TEXT.notFound]);
  t.ok(await rowOf(a), 'still there');
  t.equal((await post(`user/passkeys/${id}/remove`, {}, ada.token)).statusCode, 200);
  t.notOk(await rowOf(a), 'gone');
  t.equal((await signIn(a)).statusCode, 401, 'it signs in no more');
  t.equal((await post('user/passkeys/not-an-id/remove', {}, ada.token)).statusCode, 422);
});

t.test("a banned customer's passkey is told of the ban; a closed account's passkeys are forgotten and sign in no more", async (t) => {
  const banned = await registeredCustomer(up, 'pk-banned');
  const a = newAuthenticator();
  await added('user/passkeys', banned.token, a);
  await db.update(users).set({ status: 'banned' }).where(eq(users.email, banned.email));
  const refused = await signIn(a);
  t.same([refused.statusCode, refused.json().message], [403, WIRE.bannedUser], 'as at the password login');

  const closing = await registeredCustomer(up, 'pk-closed');
  const b = newAuthenticator();
  await added('user/passkeys', closing.token, b, 'Laptop');
  const zip = unzipSync(new Uint8Array((await get('user/data-export', closing.token)).rawPayload));
  const exported = JSON.parse(Buffer.from(zip['passkeys.json']!).toString());
  t.match(exported, [{ name: 'Laptop', last_used_at: null }], 'the export lists it');
  t.same(Object.keys(exported[0]).sort(), ['created_at', 'last_used_at', 'name'], 'names and dates, never a key or its id');
  t.equal((await post('user/close', { password: closing.password }, closing.token)).statusCode, 200);
  t.notOk(await rowOf(b), 'closing forgets the passkeys (the account row itself is kept)');
  t.equal((await signIn(b)).statusCode, 401, 'and they sign in no more');
});

t.test('staff: a passkey is the second factor after the password, set up and proved on the audit log', async (t) => {
  const adminLogin = async () => (await post('admin/login', ADMIN)).json().data as { token: string; second_factor: string | null };
  const key = newAuthenticator();
  const first = await adminLogin();
  t.equal(first.second_factor, 'enrol', 'the super-admin must set up a second factor');
  const enrolled = await added('admin/profile/passkeys', first.token, key, 'YubiKey');
  t.equal(enrolled.statusCode, 201, enrolled.body);
  t.equal((await get('admin/users', first.token)).statusCode, 200, 'the login that added it is proved');
  t.match(await entries('admin.passkey_add'), [
    { actorEmail: ADMIN.email, targetLabel: ADMIN.email, before: { passkeys: [] }, after: { passkeys: ['YubiKey'] } },
  ]);

  const second = await adminLogin();
  t.equal(second.second_factor, 'verify', 'a passkey is a factor to prove after the password');
  t.same((await get('admin/users', second.token)).json().message, WIRE.secondFactorRequired, 'nothing else until then');
  const thief = await post('admin/profile/passkeys/options', {}, second.token);
  t.same([thief.statusCode, thief.json().message], [403, WIRE.secondFactorRequired], 'a password alone cannot add a passkey of its own');

  const options = await post('admin/login/passkey/options', {}, second.token);
  t.equal(options.statusCode, 200, options.body);
  t.same(
    options.json().data.allowCredentials.map((c: { id: string }) => c.id),
    [key.id],
    'their own passkeys only',
  );
  const wrongKey = await post('admin/login/passkey', { response: newAuthenticator().get(options.json().data) }, second.token);
  t.same([wrongKey.statusCode, wrongKey.json().message], [422, PASSKEY_TEXT.notVerified], 'a passkey not theirs');
  const proof = await post(
    'admin/login/passkey',
    { response: key.get((await post('admin/login/passkey/options', {}, second.token)).json().data) },
    second.token,
  );
  t.equal(proof.statusCode, 200, proof.body);
  t.equal((await get('admin/users', second.token)).statusCode, 200, 'the login is proved');
  t.match(await entries('admin.second_factor'), [{ actorEmail: ADMIN.email, after: { method: 'passkey' } }], 'recorded as a second factor passed');

  const atCustomerLogin = await signIn(key);
  t.same(
    [atCustomerLogin.statusCode, atCustomerLogin.json().message],
    [401, PASSKEY_TEXT.signInRefused],
    "a staff passkey is no way in at the customer's login",
  );

  const id = (await get('admin/profile/passkeys', second.token)).json().data[0].id as string;
  const last = await post(`admin/profile/passkeys/${id}/remove`, {}, second.token);
  t.same([last.statusCode, last.json().message], [409, PASSKEY_TEXT.lastFactor], 'the super-admin keeps a second factor');
  t.ok(await rowOf(key), 'still there');
  t.equal((await added('admin/profile/passkeys', second.token, newAuthenticator(), 'Spare')).statusCode, 201);
  t.equal((await post(`admin/profile/passkeys/${id}/remove`, {}, second.token)).statusCode, 200, 'with a spare, the first may go');
  t.match(await entries('admin.passkey_remove'), [{ before: { passkeys: ['YubiKey', 'Spare'] }, after: { passkeys: ['Spare'] } }]);
  t.equal((await entries('admin.passkey_add')).length, 2);
  for (const entry of [...(await entries('admin.passkey_add')), ...(await entries('admin.passkey_remove')), ...(await entries('admin.second_factor'))])
    t.notMatch(JSON.stringify(entry), /publicKey|public_key|credential/i, 'no key or credential id on the log');
});

t.test('a customer cannot reach the staff calls, nor a visitor the account calls', async (t) => {
  const ada = await registeredCustomer(up, 'pk-areas');
  t.equal((await post('admin/login/passkey/options', {}, ada.token)).statusCode, 401);
  t.equal((await get('admin/profile/passkeys', ada.token)).statusCode, 401);
  t.equal((await post('user/passkeys/options', {})).statusCode, 401);
});

t.test('the owner is told of a passkey added or removed, and of a passkey sign-in from a device the account had not used', async (t) => {
  const ada = await registeredCustomer(up, 'pk-notices');
  const phone = newAuthenticator();
  t.equal((await added('user/passkeys', ada.token, phone, 'Phone')).statusCode, 201);
  t.match(
    (await lastMailTo(up.dataDir, ada.email, { subject: /^Passkey added/ })).text,
    /A passkey was added to your account\..*Not you\? Secure your account/s,
  );

  const fromDevice = async (device: string) =>
    app.inject({
      method: 'POST',
      url: `${API}/auth/passkey/login`,
      payload: { response: phone.get(await signInOptions()) },
      headers: { 'user-agent': CHROME, 'x-device-id': device },
    });
  t.equal((await fromDevice('first-device-of-ada')).statusCode, 200, 'the first device the account uses is not news');
  t.equal((await fromDevice('second-device-of-ada')).statusCode, 200);
  t.match((await lastMailTo(up.dataDir, ada.email, { subject: /^New sign-in/ })).text, /from Chrome on Windows/);

  const [row] = (await get('user/passkeys', ada.token)).json().data as { id: string }[];
  t.equal((await post(`user/passkeys/${row!.id}/remove`, {}, ada.token)).statusCode, 200);
  t.match((await lastMailTo(up.dataDir, ada.email, { subject: /^Passkey removed/ })).text, /A passkey was removed from your account\./);
});
