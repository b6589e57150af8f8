import { createPublicKey, verify } from 'node:crypto';
import t from 'tap';
import { advance } from '../../../shared/test/clock.ts';
import { LICENCE_KEY_PATTERN } from '@academy/shared/licences';
import { newLicenceKey, normaliseLicenceKey } from '../../src/licences/licence-keys.ts';
import { API, adminToken, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';

// The licence API a robot calls (licences/activate, licences/verify), with its key and no session.
const up = await buildTestUpstream(t, { LICENCE_RATE_LIMIT: '100000', TEST_CLOCK: 'true' });
const buyer = await registeredCustomer(up, 'trader');
const other = await registeredCustomer(up, 'other');
await grantItems(up, buyer.email, [{ type: 'robot', slug: 'forex-trend-rider-ea' }]);
await grantItems(up, other.email, [{ type: 'robot', slug: 'crypto-grid-master-ea' }]);
const admin = await adminToken(up);

const call = (action: 'activate' | 'verify', body: unknown) =>
  up.app.inject({ method: 'POST', url: `${API}/licences/${action}`, payload: body as object, headers: { 'content-type': 'application/json' } });
const licenceOf = async (token: string, slug: string) =>
  (await up.app.inject({ method: 'GET', url: `${API}/robots/${slug}/licence`, headers: { authorization: `Bearer ${token}` } })).json().data;
const adminPost = (url: string, payload: object = {}) =>
  up.app.inject({ method: 'POST', url: `${API}/admin/licences/${url}`, payload, headers: { authorization: `Bearer ${admin}` } });

const key = (await licenceOf(buyer.token, 'forex-trend-rider-ea')).key as string;
const otherKey = (await licenceOf(other.token, 'crypto-grid-master-ea')).key as string;
const robot = 'forex-trend-rider-ea';
const statusOf = async (action: 'activate' | 'verify', body: object) => (await call(action, body)).json().data.status as string;

t.test('keys are grouped, unguessable, typo-checked and forgiving of how they are typed', async (t) => {
  const keys = new Set(Array.from({ length: 2000 }, newLicenceKey));
  t.equal(keys.size, 2000, 'no repeats');
  t.ok([...keys].every((k) => LICENCE_KEY_PATTERN.test(k) && normaliseLicenceKey(k) === k));
  t.match(key, LICENCE_KEY_PATTERN, 'a purchase issued one');
  t.equal(normaliseLicenceKey(key.toLowerCase().replace(/-/g, ' ')), key, 'lower case with spaces');
  // Every single-character typo is caught by the check group (or the alphabet) before any lookup.
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let caught = 0;
  let tried = 0;
  for (let i = 0; i < key.length; i++) {
    if (key[i] === '-') continue;
    for (const c of alphabet) {
      if (c === key[i]) continue;
      tried++;
      if (normaliseLicenceKey(key.slice(0, i) + c + key.slice(i + 1)) === null) caught++;
    }
  }
  t.ok(caught / tried > 0.999, `${caught} of ${tried} typos caught`);
});

t.test('activating an account takes a slot; the same account again is free; a second account takes another', async (t) => {
  const first = (await call('activate', { key, account: '5012345', server: 'ICMarketsSC-Demo', robot })).json();
  t.equal(first.code, 200);
  t.equal(first.data.status, 'active');
  t.equal(first.data.version, '1.00', 'the version its MQL source declares');
  t.equal(await statusOf('activate', { key, account: 5012345, server: 'ICMarketsSC-Demo', robot }), 'active', 'a number is an account too');
  t.equal((await licenceOf(buyer.token, robot)).activations.length, 1, 'the same account costs nothing');
  t.equal(await statusOf('activate', { key: key.toLowerCase(), account: '5012345', server: 'Pepperstone-Live', robot }), 'active');
  const licence = await licenceOf(buyer.token, robot);
  t.same(
    licence.activations.map((a: { account: string; server: string }) => `${a.account}@${a.server}`),
    ['5012345@ICMarketsSC-Demo', '5012345@Pepperstone-Live'],
    'one account number at two brokers is two accounts',
  );
  t.equal(licence.activation_limit, 5, 'the default limit');
});

t.test('verify never takes a slot: a good licence on an account without one is inactive', async (t) => {
  t.equal(await statusOf('verify', { key, account: '777', server: 'ICMarketsSC-Demo', robot }), 'inactive');
  t.equal((await licenceOf(buyer.token, robot)).activations.length, 2);
  const before = (await licenceOf(buyer.token, robot)).activations[0].last_seen_at;
  advance(1000, up.app);
  t.equal(await statusOf('verify', { key, account: '5012345', server: 'ICMarketsSC-Demo', robot }), 'active');
  t.ok((await licenceOf(buyer.token, robot)).activations[0].last_seen_at > before, 'a check is the account last seen');
});

t.test('at the limit a new account is refused until the buyer deactivates one', async (t) => {
  for (const account of ['11', '12', '13']) t.equal(await statusOf('activate', { key, account, server: 'S', robot }), 'active');
  t.equal(await statusOf('activate', { key, account: '14', server: 'S', robot }), 'limit_reached', 'the sixth account');
  t.equal(await statusOf('activate', { key, account: '11', server: 'S', robot }), 'active', 'an activated account still is');
  const { activations } = await licenceOf(buyer.token, robot);
  const eleven = activations.find((a: { account: string }) => a.account === '11');
  const foreign = await up.app.inject({
    method: 'POST',
    url: `${API}/robots/${robot}/licence/deactivate`,
    payload: { id: eleven.id },
    headers: { authorization: `Bearer ${other.token}` },
  });
  t.equal(foreign.statusCode, 403, 'nobody else frees a slot');
  const freed = await up.app.inject({
    method: 'POST',
    url: `${API}/robots/${robot}/licence/deactivate`,
    payload: { id: eleven.id },
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  t.same(freed.json(), { code: 200, message: 'Account deactivated: its slot is free' });
  t.equal(await statusOf('verify', { key, account: '11', server: 'S', robot }), 'inactive', 'the freed account no longer runs');
  t.equal(await statusOf('activate', { key, account: '14', server: 'S', robot }), 'active', 'and its slot is taken by another');
});

t.test('a guesser learns nothing: every wrong key is the same unknown', async (t) => {
  const valid = { key, account: '5012345', server: 'ICMarketsSC-Demo', robot };
  const unknowns = [
    { ...valid, key: newLicenceKey() },
    { ...valid, key: key.slice(0, -1) + (key.endsWith('0') ? '1' : '0') },
    { ...valid, key: 'not a key at all' },
    { ...valid, robot: 'crypto-grid-master-ea' },
    { ...valid, key: otherKey },
    { ...valid, robot: 'no-such-robot' },
  ];
  for (const body of unknowns) {
    const res = await call('activate', body);
    t.equal(res.statusCode, 200);
    const { status, version } = res.json().data;
    t.same({ status, version }, { status: 'unknown', version: null }, `unknown: ${JSON.stringify(body).slice(0, 80)}`);
  }
});

t.test('answers are signed with the published Ed25519 key, and a changed answer fails the check', async (t) => {
  const published = (await up.app.inject({ method: 'GET', url: `${API}/licences/public-key` })).json().data;
  t.equal(published.algorithm, 'Ed25519');
  const fromPem = createPublicKey(published.pem);
  const fromRaw = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(published.public_key, 'base64').toString('base64url') }, format: 'jwk' });
  for (const body of [
    { key, account: '5012345', server: 'ICMarketsSC-Demo', robot },
    { key: newLicenceKey(), account: '1', server: 'S', robot },
  ]) {
    const { payload, signature, ...fields } = (await call('verify', body)).json().data;
    t.same(JSON.parse(payload), fields, 'the payload is the answer');
    t.ok(verify(null, Buffer.from(payload), fromPem, Buffer.from(signature, 'base64')), `${fields.status}: verified with the PEM`);
    t.ok(verify(null, Buffer.from(payload), fromRaw, Buffer.from(signature, 'base64')), 'and with the raw key');
    // A relay that stretches how long the answer may be trusted offline.
    const forged = payload.replace(/"expires_at":"\d{4}/, '"expires_at":"2099');
    t.not(forged, payload);
    t.notOk(verify(null, Buffer.from(forged), fromPem, Buffer.from(signature, 'base64')), 'an altered answer does not verify');
    const hours = (Date.parse(fields.expires_at) - Date.parse(fields.checked_at)) / 3600_000;
    t.equal(hours, 72, 'trusted offline for the grace period');
  }
});

t.test('an admin revokes, restores, resets and limits a licence, and the robot hears it at once', async (t) => {
  const list = (await up.app.inject({ method: 'GET', url: `${API}/admin/licences?robot=${robot}`, headers: { authorization: `Bearer ${admin}` } })).json();
  t.equal(list.totalRecords, 1);
  const [licence] = list.data;
  t.equal(licence.user.email, buyer.email);
  t.equal(licence.activations.length, 5);
  const byUser = (
    await up.app.inject({ method: 'GET', url: `${API}/admin/licences?user=${licence.user.id}`, headers: { authorization: `Bearer ${admin}` } })
  ).json();
  t.same(
    byUser.data.map((l: { key: string }) => l.key),
    [key],
    "a user's licences",
  );
  const byKey = async (typed: string) =>
    (
      await up.app.inject({ method: 'GET', url: `${API}/admin/licences?key=${encodeURIComponent(typed)}`, headers: { authorization: `Bearer ${admin}` } })
    ).json();
  t.same(
    (await byKey(` ${key.toLowerCase().replace(/-/g, ' ')} `)).data.map((l: { key: string }) => l.key),
    [key],
    'found by its key as a customer pasted it',
  );
  t.equal((await byKey('not-a-key')).totalRecords, 0, 'a key that cannot be one finds nothing');

  t.same((await adminPost(`${licence.id}/revoke`)).json(), { code: 200, message: 'Licence revoked' });
  t.equal(await statusOf('verify', { key, account: '5012345', server: 'ICMarketsSC-Demo', robot }), 'revoked');
  t.equal(await statusOf('activate', { key, account: '99', server: 'S', robot }), 'revoked');
  t.equal((await licenceOf(buyer.token, robot)).revoked, true, 'the buyer sees it');
  await adminPost(`${licence.id}/restore`);
  t.equal(await statusOf('verify', { key, account: '5012345', server: 'ICMarketsSC-Demo', robot }), 'active', 'restored with its activations');

  t.same((await adminPost(`${licence.id}/reset`)).json(), { code: 200, message: 'Activations reset' });
  t.equal((await licenceOf(buyer.token, robot)).activations.length, 0);
  t.same((await adminPost(`${licence.id}/limit`, { limit: 1 })).json(), { code: 200, message: 'Activation limit saved' });
  t.equal(await statusOf('activate', { key, account: '1', server: 'S', robot }), 'active');
  t.equal(await statusOf('activate', { key, account: '2', server: 'S', robot }), 'limit_reached', 'its own limit of 1');
  t.equal((await adminPost(`${licence.id}/limit`, { limit: 21 })).statusCode, 422, 'at most 20');
  await adminPost(`${licence.id}/limit`, { limit: null });
  t.equal(await statusOf('activate', { key, account: '2', server: 'S', robot }), 'active', "back to the robot's 5");
  const update = await up.app.inject({
    method: 'POST',
    url: `${API}/admin/updateRobot`,
    payload: { slug: robot, activation_limit: 2 },
    headers: { authorization: `Bearer ${admin}` },
  });
  t.equal(update.statusCode, 200);
  t.equal(await statusOf('activate', { key, account: '3', server: 'S', robot }), 'limit_reached', "the robot's new limit of 2 applies");
  t.equal((await adminPost('00000000-0000-4000-8000-000000000000/revoke')).statusCode, 404);
  t.equal(
    (await up.app.inject({ method: 'POST', url: `${API}/admin/licences/${licence.id}/revoke`, headers: { authorization: `Bearer ${buyer.token}` } }))
      .statusCode,
    401,
    'admins only: a customer token is no admin session',
  );
});

t.test('two accounts racing for the last slot: exactly one wins', async (t) => {
  const racer = await registeredCustomer(up, 'racer');
  await grantItems(up, racer.email, [{ type: 'robot', slug: 'forex-scalper-pro-ea' }]);
  const racerKey = (await licenceOf(racer.token, 'forex-scalper-pro-ea')).key;
  const [licence] = (
    await up.app.inject({ method: 'GET', url: `${API}/admin/licences?robot=forex-scalper-pro-ea`, headers: { authorization: `Bearer ${admin}` } })
  ).json().data;
  await adminPost(`${licence.id}/limit`, { limit: 2 });
  t.equal(await statusOf('activate', { key: racerKey, account: '1', server: 'S', robot: 'forex-scalper-pro-ea' }), 'active');
  for (let round = 0; round < 5; round++) {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => statusOf('activate', { key: racerKey, account: `${round}00${i}`, server: 'S', robot: 'forex-scalper-pro-ea' })),
    );
    t.equal(answers.filter((s) => s === 'active').length, 1, `round ${round}: one winner`);
    t.equal(answers.filter((s) => s === 'limit_reached').length, 7);
    const { activations } = await licenceOf(racer.token, 'forex-scalper-pro-ea');
    t.equal(activations.length, 2, 'never past the limit');
    await adminPost(`${licence.id}/reset`);
    await statusOf('activate', { key: racerKey, account: '1', server: 'S', robot: 'forex-scalper-pro-ea' });
  }
});

t.test('bad input is a clear 422 that names no part of a key, and no input ever gives a 5xx', async (t) => {
  const hint = 'Send key, account, server and robot';
  const res = await call('activate', { key, account: '1', server: 'S' });
  t.same(res.json(), { code: 422, message: hint });
  t.same((await call('verify', { key, account: '12ab', server: 'S', robot })).json(), { code: 422, message: 'account must be the trading account number' });
  t.equal((await call('verify', 'not json')).statusCode, 400, 'not JSON at all');
  const samples: unknown[] = [null, 0, -1, 1e300, '', ' ', 'x'.repeat(5000), [], {}, { $gt: '' }, true, '\u0000', '😀'.repeat(50), "' or 1=1 --"];
  const seen = new Set<number>();
  for (let i = 0; i < 300; i++) {
    const pick = () => samples[Math.floor(Math.random() * samples.length)];
    const body: Record<string, unknown> = { key: i % 3 ? pick() : key, account: i % 4 ? pick() : '1', server: pick(), robot: i % 5 ? pick() : robot };
    const answer = await call(i % 2 ? 'activate' : 'verify', body);
    seen.add(answer.statusCode);
    t.ok(answer.statusCode < 500, `no 5xx for ${JSON.stringify(body).slice(0, 60)}`);
    const json = answer.json();
    t.ok(
      answer.statusCode === 200
        ? json.data.status === 'unknown' || json.data.status === 'inactive' || json.data.status === 'limit_reached'
        : json.message.length > 0,
      'an answer a robot can read',
    );
  }
  t.ok(seen.has(422), 'some were refused');
});

t.test('the licence API is rate limited per client', async (t) => {
  const limited = await buildTestUpstream(t, { LICENCE_RATE_LIMIT: '5', SEED_DEMO_CATALOGUE: 'false' });
  const codes: number[] = [];
  for (let i = 0; i < 7; i++) {
    const res = await limited.app.inject({
      method: 'POST',
      url: `${API}/licences/verify`,
      payload: { key: newLicenceKey(), account: '1', server: 'S', robot },
      remoteAddress: '203.0.113.9',
    });
    codes.push(res.statusCode);
  }
  t.same(codes, [200, 200, 200, 200, 200, 429, 429]);
  const other = await limited.app.inject({
    method: 'POST',
    url: `${API}/licences/verify`,
    payload: { key: newLicenceKey(), account: '1', server: 'S', robot },
    remoteAddress: '203.0.113.10',
  });
  t.equal(other.statusCode, 200, 'another client is not held back');
});
