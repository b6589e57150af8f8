import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import t from 'tap';
import { count, eq } from 'drizzle-orm';
import { advance } from '../../../shared/test/clock.ts';
import { auditEntries } from '../../src/audit/tables.ts';
import { cohortMembers, cohorts } from '../../src/cohorts/tables.ts';
import { orders } from '../../src/payments/tables.ts';
import { purchases } from '../../src/purchases/tables.ts';
import { courseClip } from '../../src/seed/demo-catalogue.ts';
import { API, adminToken, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';
import { cartPayment, initialize } from '../payments/pay-helper.ts';
import { asAdmin, type Bought, openOrder, pay } from '../refunds/refund-helper.ts';

// Cohorts (docs/decisions/097-cohorts.md): a course may run in dated cohorts with seats; buying joins
// the next cohort with a seat, in the payment's transaction; with none open the course is not sold;
// "days after purchase" counts from the cohort's start, and a cohort's live sessions are its own.
const DAY = 24 * 3600_000;
const up = await buildTestUpstream(t, { TEST_CLOCK: 'true' });
const { db } = up.app.database;
const COURSE = 'forex-foundations';
const PRICE = (await up.app.catalogue.findCourse(COURSE))!.usdCents / 100;
// Signed in afresh for each call: the clock moves by days, past any token's life.
const admin = async () => ({ authorization: `Bearer ${await adminToken(up)}` });
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  up.app.inject({ method, url: `${API}/${url}`, headers, payload });
type Person = { email: string; password: string };
const signedIn = async ({ email, password }: Person) => ({
  authorization: `Bearer ${(await call('POST', 'auth/login', {}, { email, password })).json().data.token}`,
});
const page = async (who?: Person) => (await call('GET', `singleCourse?slug=${COURSE}`, who ? await signedIn(who) : {})).json().data;
const adminList = async () => (await call('GET', `admin/courses/${COURSE}/cohorts`, await admin())).json().data;
const at = (days: number) => new Date(up.app.clock.now() + days * DAY).toISOString();
const placeOf = async (userId: string) => (await db.select().from(cohortMembers).where(eq(cohortMembers.userId, userId)))[0];
// A search is read afresh each time (the plain listing is kept in memory): the course's card as the listing gives it.
const card = async () =>
  ((await call('GET', 'courses?q=Forex%20Foundations')).json().data as { slug: string; enrolment_closed: boolean }[]).find((c) => c.slug === COURSE)!;
const idOf = async (email: string) => (await up.app.accounts.findByEmail(email))!.id;

// Bought before the course had cohorts: they keep it as it was, with no cohort.
const early = await registeredCustomer(up, 'cohort-early');
const earlyId = await grantItems(up, early.email, [{ type: 'course', slug: COURSE }]);
const ids: Record<string, string> = {};
let ada: Bought;
let ben: Bought;

t.test('the admin adds cohorts; bad input is refused with nothing written', async (t) => {
  t.equal((await page()).cohorts, null, 'a course without cohorts is sold as always');
  const spring = { name: 'Spring intake', starts_at: at(10), seats: 1 };
  for (const bad of [
    { ...spring, name: ' ' },
    { ...spring, seats: 0 },
    { ...spring, seats: 1.5 },
    { ...spring, starts_at: 'next week' },
    { ...spring, starts_at: at(-1) },
  ]) {
    const res = await call('POST', `admin/courses/${COURSE}/cohorts`, await admin(), bad);
    t.equal(res.statusCode, 422, JSON.stringify(bad));
    t.same(Object.keys(res.json()).sort(), ['code', 'message']);
  }
  t.equal((await call('POST', 'admin/courses/no-such-course/cohorts', await admin(), spring)).statusCode, 404);
  t.equal((await call('POST', `admin/courses/${COURSE}/cohorts`, await signedIn(early), spring)).statusCode, 401, 'not a customer’s');
  t.same(await adminList(), { cohorts: [], waiting: 0 }, 'nothing was written');

  const made = await call('POST', `admin/courses/${COURSE}/cohorts`, await admin(), spring);
  t.equal(made.statusCode, 201, made.body);
  t.equal((await call('POST', `admin/courses/${COURSE}/cohorts`, await admin(), { name: 'Summer intake', starts_at: at(40), seats: 2 })).statusCode, 201);
  const list = await adminList();
  t.match(list, {
    cohorts: [
      { name: 'Spring intake', seats: 1, members: 0, started: false },
      { name: 'Summer intake', seats: 2, members: 0, started: false },
    ],
    waiting: 0,
  });
  [ids.spring, ids.summer] = list.cohorts.map((c: { id: string }) => c.id);
  t.equal((await db.select({ n: count() }).from(auditEntries).where(eq(auditEntries.action, 'cohort.create')))[0]!.n, 2, 'each addition is logged');
  t.same(
    (await page()).cohorts,
    { next: { name: 'Spring intake', starts_at: spring.starts_at, seats_left: 1 }, member: null },
    'the page shows the next cohort',
  );
  t.same((await page(early)).cohorts?.member, null, 'an earlier buyer has no cohort');
  t.equal((await card()).enrolment_closed, false, 'the card sells it');
});

t.test('buying joins the next cohort with a seat; two payments for the last seats place each buyer once', async (t) => {
  ada = await openOrder(up, 'cohort-ada', { courses: [COURSE] });
  t.equal(await pay(up, ada), 'credited');
  t.match(await placeOf(await idOf(ada.email)), { cohortId: ids.spring }, 'Ada has the Spring seat');
  t.match((await page(ada)).cohorts, { next: { name: 'Summer intake', seats_left: 2 }, member: { cohort: { name: 'Spring intake' } } });

  // Three orders opened while Summer had two seats, paid together: two get them, the third waits.
  const three = await Promise.all(['cohort-ben', 'cohort-cy', 'cohort-dee'].map((n) => openOrder(up, n, { courses: [COURSE] })));
  t.same(await Promise.all(three.map((o) => pay(up, o))), ['credited', 'credited', 'credited'], 'every payment is credited');
  const places = await Promise.all(three.map(async (o) => (await placeOf(await idOf(o.email)))!.cohortId));
  t.same(places.filter((p) => p === ids.summer).length, 2, 'two in Summer');
  t.same(places.filter((p) => p === null).length, 1, 'one waits for the next cohort');
  const waiter = three[places.indexOf(null)]!;
  ids.waiter = await idOf(waiter.email);
  t.same((await page(waiter)).cohorts?.member, { cohort: null }, 'the waiting buyer is told so');
  t.match(await adminList(), { cohorts: [{ members: 1 }, { members: 2 }], waiting: 1 });
  ben = three.find((o) => o !== waiter)!;
});

t.test('with every cohort full the course is not sold: the cart and checkout refuse it, nothing written', async (t) => {
  // A purchase does not empty the public cache (an admin's change does): a buyer's own page is made afresh.
  t.match((await page(ada)).cohorts, { next: null });
  t.equal((await card()).enrolment_closed, true, 'the card says no cohort is open');
  const eve = await registeredCustomer(up, 'cohort-eve');
  const auth = { authorization: `Bearer ${eve.token}` };
  const full = { code: 409, message: 'Forex Foundations has no cohort open: every cohort has started or is full' };
  t.same((await call('POST', 'cart/add', auth, { slug: COURSE, type: 'course' })).json(), full, 'the cart refuses it');
  t.same((await initialize(up, eve.token, cartPayment(PRICE, [COURSE]))).json(), full, 'checkout refuses it');
  t.same((await call('GET', `cart/fetch?email=${encodeURIComponent(eve.email)}`, auth)).json().data.products, [], 'the cart is empty');
  t.equal(
    (
      await db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.userId, await idOf(eve.email)))
    )[0]!.n,
    0,
    'no order was opened',
  );
});

t.test('seats never drop below the members; a new cohort takes the waiting buyer first', async (t) => {
  const fewer = await call('POST', `admin/cohorts/${ids.summer}`, await admin(), { name: 'Summer intake', starts_at: at(40), seats: 1 });
  t.same(fewer.json(), { code: 422, message: 'This cohort has 2 members: it needs at least as many seats' });
  const autumn = await call('POST', `admin/courses/${COURSE}/cohorts`, await admin(), { name: 'Autumn intake', starts_at: at(70), seats: 5 });
  t.match(autumn.json().data, { cohorts: [{}, {}, { name: 'Autumn intake', members: 1 }], waiting: 0 });
  const autumnId = autumn.json().data.cohorts[2].id as string;
  t.match(await placeOf(ids.waiter!), { cohortId: autumnId }, 'the waiting buyer is in Autumn');
  t.equal((await card()).enrolment_closed, false, 'on sale again');
  ids.autumn = autumnId;
});

t.test('"days after purchase" counts from the cohort start; an earlier buyer counts from their purchase', async (t) => {
  const entries = (await call('GET', `admin/courses/${COURSE}/pacing`, await admin())).json().data.lessons as { entry: string }[];
  const saved = await call('POST', `admin/courses/${COURSE}/pacing`, await admin(), { pacing: 'days', lessons: [{ entry: entries[1]!.entry, days: 3 }] });
  t.equal(saved.statusCode, 200, saved.body);
  const spring = (await db.select().from(cohorts).where(eq(cohorts.id, ids.spring!)))[0]!;
  const lockOf = async (userId: string) => (await up.app.pacing.locksOf(userId, (await up.app.catalogue.findCourse(COURSE))!))[1];
  t.same(
    await lockOf(await idOf(ada.email)),
    { opens_at: new Date(spring.startsAt.getTime() + 3 * DAY).toISOString() },
    "lesson 2 opens 3 days after Spring's start",
  );
  const [bought] = await db.select({ at: purchases.createdAt }).from(purchases).where(eq(purchases.userId, earlyId));
  t.same(await lockOf(earlyId), { opens_at: new Date(bought!.at.getTime() + 3 * DAY).toISOString() }, 'and 3 days after the earlier purchase');
  t.equal((await call('GET', `media/${courseClip(COURSE, 'lesson-2.webm')}`, await signedIn(early))).statusCode, 403);
});

t.test("a cohort's live session is its members' alone: listed, joined and reminded", async (t) => {
  const session = { title: 'Spring kick-off', starts_at: at(10), minutes: 60, join_url: 'https://meet.example.com/spring', seat_limit: null };
  for (const bad of [randomUUID(), 'spring']) {
    const res = await call('POST', `admin/courses/${COURSE}/live-sessions`, await admin(), { ...session, cohort_id: bad });
    t.equal(res.statusCode, 422, `cohort ${bad}`);
  }
  const made = await call('POST', `admin/courses/${COURSE}/live-sessions`, await admin(), { ...session, cohort_id: ids.spring });
  t.equal(made.statusCode, 201, made.body);
  t.equal(made.json().data.cohort_id, ids.spring);
  const id = made.json().data.id as string;
  const titles = async (who: Person) =>
    (await call('GET', `courses/${COURSE}/live-sessions`, await signedIn(who))).json().data.map((s: { title: string }) => s.title);
  t.same(await titles(ada), ['Spring kick-off'], 'Spring sees it');
  t.same(await titles(ben), [], 'Summer does not');
  t.same(await titles(early), [], 'nor a buyer without a cohort');
  t.same((await call('GET', `live-sessions/${id}/calendar`, await signedIn(ben))).json(), { code: 403, message: 'This live session is for another cohort' });
  t.equal((await call('GET', `live-sessions/${id}/calendar`, await signedIn(ada))).statusCode, 200);

  advance(Date.parse(session.starts_at) - up.app.clock.now() - 10 * 60_000, up.app);
  t.same((await call('GET', `live-sessions/${id}/join`, await signedIn(ben))).statusCode, 403, 'Summer cannot join');
  const joined = await call('GET', `live-sessions/${id}/join`, await signedIn(ada));
  t.equal(joined.statusCode, 303);
  t.same(await up.app.liveReminders.run(), { day: 0, soon: 1 });
  const { rows } = await up.app.database.jobs.db.executeSql(
    `select data->>'to' as to from pgboss.job where name = 'mail' and data->>'subject' like '%Spring kick-off%'`,
    [],
  );
  t.same(
    (rows as { to: string }[]).map((r) => r.to),
    [ada.email],
    'the reminder went to the cohort alone',
  );
});

t.test('a refund frees its seat; a removed cohort loses its sessions and its members take the next seat', async (t) => {
  const refund = await (await asAdmin(up)).refund(ben.orderId, { reason: 'Asked to leave', method: 'Sent back in BTC' });
  t.equal(refund.statusCode, 201, refund.body);
  t.equal(await placeOf(await idOf(ben.email)), undefined, 'Ben left Summer with his purchase');
  t.match((await page()).cohorts, { next: { name: 'Summer intake', seats_left: 1 } }, 'and his seat is on sale again');

  const removed = await call('POST', `admin/cohorts/${ids.spring}/delete`, await admin());
  t.equal(removed.statusCode, 200, removed.body);
  t.match(removed.json().data, {
    cohorts: [
      { name: 'Summer intake', members: 2 },
      { name: 'Autumn intake', members: 1 },
    ],
    waiting: 0,
  });
  t.match(await placeOf(await idOf(ada.email)), { cohortId: ids.summer }, "Ada took Summer's free seat");
  t.same((await call('GET', `courses/${COURSE}/live-sessions`, await signedIn(ada))).json().data, [], "Spring's session went with it");
  t.equal((await db.select({ n: count() }).from(auditEntries).where(eq(auditEntries.action, 'cohort.delete')))[0]!.n, 1, 'logged');
  t.equal((await call('POST', `admin/cohorts/${ids.spring}/delete`, await admin())).statusCode, 404, 'once');
});

t.test("a member's place is in their export, and closing their account frees it", async (t) => {
  const exported = await call('GET', 'user/data-export', await signedIn(ada));
  t.equal(exported.statusCode, 200);
  const files = unzipSync(new Uint8Array(exported.rawPayload));
  t.match(JSON.parse(Buffer.from(files['cohorts.json']!).toString()), [{ course: 'Forex Foundations', cohort: 'Summer intake' }]);
  const adaId = await idOf(ada.email);
  const closed = await call('POST', `admin/users/${adaId}/close`, await admin());
  t.equal(closed.statusCode, 200, closed.body);
  t.equal(await placeOf(adaId), undefined);
  t.match(await adminList(), { cohorts: [{ name: 'Summer intake', members: 1 }, {}] });
});
