import t from 'tap';
import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import type { AuditAction } from '@academy/shared/audit';
import { WIRE } from '@academy/shared/constants';
import { auditEntries } from '../../src/audit/tables.ts';
import { advance } from '../../../shared/test/clock.ts';
import { lastMailTo } from '../outbox.ts';
import { ADMIN, API, buildTestUpstream, registeredCustomer, type TestUpstream } from '../helper.ts';

const up = await buildTestUpstream(t, { TEST_CLOCK: 'true' });
const { app } = up;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url: `${API}/${url}`, payload, headers: token ? bearer(token) : {} });
const get = (url: string, token: string) => app.inject({ method: 'GET', url: `${API}/${url}`, headers: bearer(token) });
/** The code the app shows at the shop's time, `steps` periods of 30 s on. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(app.clock.now() / 1000) + steps * 30 });
const adminLogin = async () => (await post('admin/login', ADMIN)).json().data as { token: string; second_factor: string | null };
const entries = (action: AuditAction) => app.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));

/** Sets up the app for the account signed in by `token`, answering the secret and the recovery codes. */
async function enrolled(area: 'user' | 'admin', token: string) {
  const started = await post(`${area}/security/totp/start`, {}, token);
  t.equal(started.statusCode, 200, 'the secret to scan');
  const { secret, otpauth_uri, qr_svg } = started.json().data;
  t.match(otpauth_uri, /^otpauth:\/\/totp\/Meridian%20Trading%20Academy:/);
  t.match(qr_svg, /^<svg/);
  const confirmed = await post(`${area}/security/totp/confirm`, { code: await codeAt(secret) }, token);
  t.equal(confirmed.statusCode, 200, confirmed.body);
  return { secret: secret as string, recoveryCodes: confirmed.json().data.recovery_codes as string[] };
}

/** The next period: a code of the period just used is good once (moving the clock ends the access tokens too). */
const nextPeriod = () => advance(30_000, app);

let superAdmin: { secret: string; recoveryCodes: string[] };

t.test('the super-admin must set up a second factor before anything else, and signs in with it after', async (t) => {
  const first = await adminLogin();
  t.equal(first.second_factor, 'enrol', 'the login says the app is to be set up');
  const refused = await get('admin/users', first.token);
  t.same([refused.statusCode, refused.json().message], [403, WIRE.secondFactorEnrolment], 'nothing else until then');
  t.equal((await get('admin/security', first.token)).json().data.required, true);

  superAdmin = await enrolled('admin', first.token);
  t.equal(superAdmin.recoveryCodes.length, 10);
  t.match(superAdmin.recoveryCodes[0], /^[a-z2-7]{5}-[a-z2-7]{5}$/);
  t.equal((await get('admin/users', first.token)).statusCode, 200, 'the login that set it up is proved');
  t.equal((await entries('admin.totp_enrol')).length, 1, 'recorded');
  t.match(
    (await lastMailTo(up.dataDir, ADMIN.email, { subject: /^Two-factor sign-in turned on/ })).text,
    /Two-factor sign-in with an authenticator app was turned on/,
  );

  nextPeriod();
  const second = await adminLogin();
  t.equal(second.second_factor, 'verify');
  t.same((await get('admin/users', second.token)).json().message, WIRE.secondFactorRequired);
  const wrong = await post('admin/security/second-factor', { code: '000000' }, second.token);
  t.equal(wrong.statusCode, 422, 'a wrong code');
  const code = await codeAt(superAdmin.secret);
  t.equal((await post('admin/security/second-factor', { code }, second.token)).statusCode, 200);
  t.equal((await get('admin/users', second.token)).statusCode, 200, 'signed in');

  const third = await adminLogin();
  const replayed = await post('admin/security/second-factor', { code }, third.token);
  t.same([replayed.statusCode, replayed.json().message], [422, 'That code was used already. Wait for the next one.'], 'the same code again');
  t.same((await get('admin/users', third.token)).json().message, WIRE.secondFactorRequired, 'the replay proved nothing');
  t.equal((await entries('admin.second_factor')).length, 1, 'one sign-in by code recorded');
});

t.test('a session owing its code cannot set up an app of its own instead', async (t) => {
  nextPeriod();
  const { token } = await adminLogin();
  const res = await post('admin/security/totp/start', {}, token);
  t.same([res.statusCode, res.json().message], [403, WIRE.secondFactorRequired]);
});

t.test('a recovery code works once, in any case and spacing, and is mailed', async (t) => {
  nextPeriod();
  const { token } = await adminLogin();
  const typed = ` ${superAdmin.recoveryCodes[0]!.toUpperCase().replace('-', ' ')} `;
  const used = await post('admin/security/recovery-code', { recovery_code: typed }, token);
  t.equal(used.statusCode, 200, used.body);
  t.equal(used.json().data.recovery_codes_left, 9);
  t.equal((await get('admin/users', token)).statusCode, 200);
  t.match((await lastMailTo(up.dataDir, ADMIN.email, { subject: /^Recovery code used/ })).text, /A recovery code was used to sign in/);

  const again = await adminLogin();
  const twice = await post('admin/security/recovery-code', { recovery_code: superAdmin.recoveryCodes[0] }, again.token);
  t.same([twice.statusCode, twice.json().message], [422, 'That recovery code is not right, or it was used already.']);
  const malformed = await post('admin/security/recovery-code', { recovery_code: 'not a code' }, again.token);
  t.same(
    [malformed.statusCode, malformed.json().message],
    [422, 'A recovery code is ten letters and digits, as it was shown to you'],
    'checked by the shared schema before anything is read',
  );
});

t.test('five wrong codes lock the codes for 15 minutes, as one entry; the right code is refused meanwhile', async (t) => {
  // Wrong codes count since the last good one: a good one first.
  nextPeriod();
  await post('admin/security/second-factor', { code: await codeAt(superAdmin.secret) }, (await adminLogin()).token);
  nextPeriod();
  const { token } = await adminLogin();
  for (let i = 0; i < 4; i++) t.equal((await post('admin/security/second-factor', { code: '111111' }, token)).statusCode, 422);
  const fifth = await post('admin/security/second-factor', { code: '111111' }, token);
  t.equal(fifth.statusCode, 429, 'the fifth locks');
  const right = await post('admin/security/second-factor', { code: await codeAt(superAdmin.secret) }, token);
  t.equal(right.statusCode, 429, 'even the right code waits');
  const recovery = await post('admin/security/recovery-code', { recovery_code: superAdmin.recoveryCodes[1] }, token);
  t.equal(recovery.statusCode, 429, 'and a recovery code');
  t.equal((await entries('admin.second_factor_failed')).length, 1, 'the lock is one security event');

  advance(15 * 60_000 + 1000, app);
  const later = await adminLogin();
  t.equal((await post('admin/security/second-factor', { code: await codeAt(superAdmin.secret) }, later.token)).statusCode, 200, 'open again after');
});

t.test("the super-admin's app cannot be turned off; new recovery codes replace the old", async (t) => {
  nextPeriod();
  const { token } = await adminLogin();
  await post('admin/security/second-factor', { code: await codeAt(superAdmin.secret) }, token);
  const off = await post('admin/security/totp/disable', { password: ADMIN.password }, token);
  t.same([off.statusCode, off.json().message], [409, 'Two-factor sign-in is required for your account, so it stays on.']);
  t.equal((await post('admin/security/recovery-codes', { password: 'wrong-password' }, token)).statusCode, 403, 'the password first');
  const fresh = await post('admin/security/recovery-codes', { password: ADMIN.password }, token);
  t.equal(fresh.statusCode, 200);
  const codes = fresh.json().data.recovery_codes as string[];
  t.notSame(codes, superAdmin.recoveryCodes);

  nextPeriod();
  const next = await adminLogin();
  t.equal((await post('admin/security/recovery-code', { recovery_code: superAdmin.recoveryCodes[2] }, next.token)).statusCode, 422, 'an old code is dead');
  const fresh0 = await post('admin/security/recovery-code', { recovery_code: codes[0] }, next.token);
  t.equal(fresh0.statusCode, 200, fresh0.body);
  superAdmin.recoveryCodes = codes.slice(1);
});

/** A customer signed in with a code-proved session, and the app's secret. */
async function customerWithApp(n: string, up: TestUpstream) {
  const c = await registeredCustomer(up, n);
  const app = await enrolled('user', c.token);
  return { ...c, ...app };
}

t.test('a customer may turn the app on and off; with it on, the password alone reaches nothing but the shop', async (t) => {
  const c = await customerWithApp('totp-customer', up);
  t.match(
    (await lastMailTo(up.dataDir, c.email, { subject: /^Two-factor sign-in turned on/ })).text,
    /When: .* UTC; from Unknown device, address 127\.0\.0\.1\. .* Not you\? Secure your account/s,
  );
  nextPeriod();
  const login = (await post('auth/login', { email: c.email, password: c.password })).json().data;
  t.equal(login.second_factor, 'verify');
  t.same((await get('user/details', login.token)).json().message, WIRE.secondFactorRequired);
  const listing = await app.inject({ method: 'GET', url: `${API}/courses?page=1&length=3`, headers: bearer(login.token) });
  t.equal(listing.statusCode, 200, 'the public shop reads as for a visitor');
  t.equal((await post('user/security/second-factor', { code: await codeAt(c.secret) }, login.token)).statusCode, 200);
  t.equal((await get('user/details', login.token)).statusCode, 200);

  t.equal((await post('user/security/totp/disable', { password: 'not-the-password' }, login.token)).statusCode, 403);
  t.equal((await post('user/security/totp/disable', { password: c.password }, login.token)).statusCode, 200);
  t.match((await lastMailTo(up.dataDir, c.email, { subject: /^Two-factor sign-in turned off/ })).text, /\/forgot-password/);
  t.equal((await post('auth/login', { email: c.email, password: c.password })).json().data.second_factor, null, 'the password is enough again');
  t.equal((await entries('admin.totp_disable')).length, 0, "a customer's changes are not the staff's log");
});

t.test('when the super-admin requires it, an admin without a factor is sent to set one up; the change is recorded', async (t) => {
  nextPeriod();
  const { token } = await adminLogin();
  await post('admin/security/second-factor', { code: await codeAt(superAdmin.secret) }, token);
  const email = 'deputy@academy.test';
  t.equal((await post('admin/admin/create', { email }, token)).statusCode, 201);
  const invite = /[?&]token=([A-Za-z0-9_-]+)/.exec((await lastMailTo(up.dataDir, email)).text ?? '')![1]!;
  await post('admin/set-up', { token: invite, first_name: 'Dee', last_name: 'Puty', password: 'deputy-password-1' });
  const deputy = () => post('admin/login', { email, password: 'deputy-password-1' });
  t.equal((await deputy()).json().data.second_factor, null, 'not required yet');

  const on = await post('admin/security/policy', { admins_required: true }, token);
  t.equal(on.statusCode, 200);
  t.equal((await entries('settings.second_factor')).length, 1);
  const login = (await deputy()).json().data;
  t.equal(login.second_factor, 'enrol');
  t.same((await get('admin/users', login.token)).json().message, WIRE.secondFactorEnrolment);
  const state = (await get('admin/security', login.token)).json().data;
  t.same(state, { totp: false, recovery_codes_left: 0, required: true, admins_required: true });
  t.equal((await post('admin/security/policy', { admins_required: false }, login.token)).statusCode, 403, 'the requirement is the super-admin’s');

  // The deputy sets it up, loses the phone: the super-admin resets it, and the deputy starts over.
  await enrolled('admin', login.token);
  t.equal((await get('admin/users', login.token)).statusCode, 200);
  const deputyId = (await app.accounts.findByEmail(email))!.id;
  const superAdminId = (await app.accounts.findByEmail(ADMIN.email))!.id;
  const twoFactor = async () =>
    Object.fromEntries(
      ((await get('admin/admin?page=1&length=10', token)).json().data as { email: string; second_factor: boolean }[]).map((a) => [a.email, a.second_factor]),
    );
  t.same(await twoFactor(), { [ADMIN.email]: true, [email]: true }, 'the Admins list says who has a factor to reset');
  t.equal((await post(`admin/admin/${superAdminId}/second-factor/reset`, {}, token)).statusCode, 409, 'not one’s own');
  t.equal((await post(`admin/admin/${deputyId}/second-factor/reset`, {}, login.token)).statusCode, 403, 'only the super-admin resets');
  const reset = await post(`admin/admin/${deputyId}/second-factor/reset`, {}, token);
  t.equal(reset.statusCode, 200, reset.body);
  t.equal((await get('admin/users', login.token)).statusCode, 401, "the deputy's sessions ended");
  const [entry] = await entries('admin.second_factor_reset');
  t.match(entry, { targetId: deputyId, before: { authenticator_app: true }, after: { authenticator_app: false } });
  t.match((await lastMailTo(up.dataDir, email, { subject: /^Two-factor sign-in reset/ })).text, /A super-admin reset/);
  t.equal((await deputy()).json().data.second_factor, 'enrol', 'set up again at the next sign-in');
  t.same(await twoFactor(), { [ADMIN.email]: true, [email]: false }, 'and the list says it is gone');
  await post('admin/security/policy', { admins_required: false }, token);
});
