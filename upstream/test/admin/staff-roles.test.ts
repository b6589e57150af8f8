import t from 'tap';
import { eq } from 'drizzle-orm';
import { auditEntries } from '../../src/audit/tables.ts';
import { ADMIN, API, buildTestUpstream, grantItems, registeredCustomer, staffToken } from '../helper.ts';
import { boughtItems } from '../refunds/refund-helper.ts';
import { invitedStaff } from './staff.ts';

// Staff roles (docs/decisions/087-staff-roles.md): support reads users and their learning, orders,
// licences and the learning figures, and changes nothing; the super-admin invites staff with a role
// and moves an admin between admin and support, on the audit log, with effect from the next call.
const up = await buildTestUpstream(t);
const { db } = up.app.database;
const as = (token: string) => ({
  get: (url: string) => up.app.inject({ method: 'GET', url: `${API}/admin/${url}`, headers: { authorization: `Bearer ${token}` } }),
  post: (url: string, payload: object = {}) =>
    up.app.inject({ method: 'POST', url: `${API}/admin/${url}`, payload, headers: { authorization: `Bearer ${token}` } }),
});
const rootToken = await staffToken(up, ADMIN);
const root = as(rootToken);
const entryCount = async () => (await db.select({ id: auditEntries.id }).from(auditEntries)).length;

const READ_ONLY = { code: 403, message: 'Only an admin can do this' };
const NOT_SHOWN = { code: 403, message: 'Only an admin can see this' };

t.test('the super-admin invites a support member, who sets up, signs in and is listed as support', async (t) => {
  const support = await invitedStaff(up, rootToken, 'helpdesk@academy.test', 'support');
  const profile = (await as(support.token).get('super-admin/fetch')).json().data;
  t.match(profile, { email: 'helpdesk@academy.test', first_name: 'Sam', role_name: 'support' });
  t.ok(profile.permissions.includes('GET admin/orders'), 'their profile lists what they may call');
  t.notOk(profile.permissions.includes('POST admin/users/ban'), 'and not what they may not');
  const list = (await root.get('admin?page=1&length=10')).json().data as { email: string; role_name: string }[];
  t.same(list.map((a) => [a.email, a.role_name]).sort(), [
    ['helpdesk@academy.test', 'support'],
    [ADMIN.email, 'super_admin'],
  ]);
  const [invited] = await db.select().from(auditEntries).where(eq(auditEntries.action, 'admin.create'));
  t.same(invited!.after, { email: 'helpdesk@academy.test', role: 'support', status: 'inactive' }, 'the invitation’s entry names the role');
  t.match((await root.post('admin/create', { email: 'x@academy.test', role: 'super_admin' })).json(), { code: 422 }, 'no second super-admin');
});

t.test('support reads users and their learning, orders, licences and the learning figures', async (t) => {
  const support = as((await invitedStaff(up, rootToken, 'reader@academy.test', 'support')).token);
  const c = await registeredCustomer(up, 'read');
  const userId = await grantItems(up, c.email, [
    { type: 'robot', slug: 'forex-trend-rider-ea' },
    { type: 'course', slug: 'forex-foundations' },
  ]);
  const reads: [string, (body: { data: unknown; totalRecords?: number }) => boolean][] = [
    ['users?page=1&length=50', (b) => (b.data as { email: string }[]).some((u) => u.email === c.email)],
    [`users/${userId}/learning`, (b) => JSON.stringify(b.data).includes('forex-foundations')],
    ['learning/courses', (b) => JSON.stringify(b.data).includes('forex-foundations')],
    ['learning/courses/forex-foundations', (b) => b.data !== undefined],
    [`licences?user=${userId}`, (b) => b.totalRecords === 1],
    ['orders', (b) => Array.isArray(b.data)],
    ['super-admin/fetch', (b) => b.data !== undefined],
  ];
  for (const [url, shows] of reads) {
    const res = await support.get(url);
    t.equal(res.statusCode, 200, `GET admin/${url}`);
    t.ok(shows(res.json()), `GET admin/${url} answers what an admin would see`);
  }
  for (const url of ['revenues', 'revenues/usd', 'settings', 'audit', 'coupons', 'robots', 'payments/notices', 'jobs', 'admin', `users/${userId}/data-export`])
    t.same((await support.get(url)).json(), NOT_SHOWN, `GET admin/${url} is not support's`);
});

t.test('support changes nothing: bans, refunds, prices, coupons, licences, settings and staff are refused, and nothing moves', async (t) => {
  const support = as((await invitedStaff(up, rootToken, 'looker@academy.test', 'support')).token);
  const buyer = await boughtItems(up, 'support-refund', { courses: ['stock-foundations'] });
  const holder = await registeredCustomer(up, 'support-licence');
  const holderId = await grantItems(up, holder.email, [{ type: 'robot', slug: 'forex-trend-rider-ea' }]);
  const [licence] = (await root.get(`licences?user=${holderId}`)).json().data as { id: string }[];
  const robotBefore = (await root.get('robots/forex-trend-rider-ea')).json().data as { usd: number };
  const couponsBefore = (await root.get('coupons')).json().totalRecords as number;
  const settingsBefore = (await root.get('settings')).json().data;
  const entries = await entryCount();

  const writes: [string, object][] = [
    ['users/ban', { email: holder.email }],
    [`users/${holderId}/sessions/end-all`, {}],
    [`users/${holderId}/close`, {}],
    [`orders/${buyer.orderId}/refund`, { reason: 'Asked for it', method: 'USDT' }],
    ['updateRobot', { slug: 'forex-trend-rider-ea', usd: 1 }],
    ['coupons/create', { code: 'SUPPORT50', kind: 'percent', amount: 50 }],
    [`licences/${licence!.id}/revoke`, {}],
    [`licences/${licence!.id}/limit`, { limit: 1 }],
    ['settings', { ngn_per_usd: 1 }],
    ['telegram', { usd: 1 }],
    ['plans/create', { months: 1, usd: 1 }],
  ];
  for (const [url, body] of writes) t.same((await support.post(url, body)).json(), READ_ONLY, `POST admin/${url} is refused`);
  t.same((await support.post('admin/create', { email: 'friend@academy.test', role: 'admin' })).json(), {
    code: 403,
    message: 'Only a super-admin can create admins',
  });

  t.equal((await up.app.accounts.findByEmail(holder.email))!.status, 'active', 'the customer is not banned');
  t.match(
    (await root.get(`orders?email=${encodeURIComponent(buyer.email)}`)).json().data,
    [{ order_id: buyer.orderId, status: 'paid' }],
    'the order is not refunded',
  );
  t.equal(((await root.get('robots/forex-trend-rider-ea')).json().data as { usd: number }).usd, robotBefore.usd, 'the price is as it was');
  t.equal((await root.get('coupons')).json().totalRecords, couponsBefore, 'no coupon was made');
  t.match((await root.get(`licences?user=${holderId}`)).json().data, [{ id: licence!.id, revoked: false }], 'the licence still runs');
  t.same((await root.get('settings')).json().data, settingsBefore, 'the settings are as they were');
  t.equal(await entryCount(), entries, 'and the audit log has nothing to tell');
});

t.test('the super-admin moves an admin to support and back: audited, and in force from their next call on the same session', async (t) => {
  const deputy = await invitedStaff(up, rootToken, 'deputy@academy.test', 'admin');
  const session = as(deputy.token);
  const c = await registeredCustomer(up, 'role-change');
  t.equal((await session.get('coupons')).statusCode, 200, 'as an admin, the coupons');

  const before = await entryCount();
  t.same((await root.post(`admin/${deputy.id}/role`, { role: 'support' })).json(), { code: 200, message: 'The role is now Support.' });
  const [entry] = await db.select().from(auditEntries).where(eq(auditEntries.action, 'admin.role_change'));
  t.equal(await entryCount(), before + 1, 'one entry');
  t.match(entry, { targetType: 'admin', targetId: deputy.id, targetLabel: deputy.email, actorEmail: ADMIN.email, actorRole: 'super_admin' });
  t.same([entry!.before, entry!.after], [{ role: 'admin' }, { role: 'support' }], 'the role as it was and became');

  // The same access token: its session goes on, with support's rights.
  t.same((await session.get('coupons')).json(), NOT_SHOWN, 'the next call has support’s rights');
  t.same((await session.post('users/ban', { email: c.email })).json(), READ_ONLY);
  t.equal((await session.get('orders')).statusCode, 200, 'and the session still works for what support may');
  t.equal((await session.get('super-admin/fetch')).json().data.role_name, 'support');

  t.same((await root.post(`admin/${deputy.id}/role`, { role: 'support' })).json(), { code: 409, message: "This admin's role is Support already." });
  t.same((await root.post(`admin/${deputy.id}/role`, { role: 'admin' })).json(), { code: 200, message: 'The role is now Admin.' });
  t.same((await session.post('users/ban', { email: c.email })).json(), { code: 200, message: 'The user has been banned.' }, 'an admin again, at once');

  const superAdmin = (await up.app.accounts.findByEmail(ADMIN.email))!;
  t.same(
    (await root.post(`admin/${superAdmin.id}/role`, { role: 'support' })).json(),
    { code: 404, message: 'No admin with this id' },
    'the super-admin is not moved',
  );
  const customerId = (await up.app.accounts.findByEmail(c.email))!.id;
  t.same(
    (await root.post(`admin/${customerId}/role`, { role: 'admin' })).json(),
    { code: 404, message: 'No admin with this id' },
    'nor is a customer made staff',
  );
  t.match((await root.post(`admin/${deputy.id}/role`, { role: 'super_admin' })).json(), { code: 422 }, 'and there is one super-admin');
});

t.test('only the super-admin changes roles: an admin and support are refused before the body is read', async (t) => {
  const admin = await invitedStaff(up, rootToken, 'not-the-boss@academy.test', 'admin');
  const support = await invitedStaff(up, rootToken, 'not-the-boss-either@academy.test', 'support');
  const refused = { code: 403, message: 'Only a super-admin can manage admins' };
  const before = await entryCount();
  t.same((await as(admin.token).post(`admin/${support.id}/role`, { role: 'admin' })).json(), refused);
  t.same((await as(support.token).post(`admin/${support.id}/role`, { role: 'admin' })).json(), refused, 'not even for themself');
  t.same((await as(admin.token).post(`admin/${support.id}/role`, { role: 'nonsense' })).json(), refused, 'a bad body is not read');
  t.equal((await up.app.accounts.findByEmail(support.email))!.role, 'support');
  t.equal(await entryCount(), before);
});

t.test('the super-admin manages support members as admins: deactivated, signed out, removed', async (t) => {
  const support = await invitedStaff(up, rootToken, 'leaving@academy.test', 'support');
  t.same((await root.post(`admin/${support.id}/deactivate`)).json(), { code: 200, message: 'The admin has been deactivated.' });
  t.equal((await as(support.token).get('orders')).statusCode, 401, 'their session ended');
  t.same((await root.post(`admin/${support.id}/reactivate`)).json(), { code: 200, message: 'The admin has been reactivated.' });
  t.same((await root.post(`admin/${support.id}/sessions/end-all`)).json(), { code: 200, message: 'All sessions of this admin have ended.' });
  t.same((await root.post(`admin/${support.id}/remove`)).json(), { code: 200, message: 'The admin has been removed.' });
  t.equal(await up.app.accounts.findByEmail(support.email), undefined);
});
