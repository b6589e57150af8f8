import t from 'tap';
import { ACADEMY_NAME, STATISTICS_TARGETS, WIRE } from '@academy/shared/constants';
import { authenticatorCode } from './second-factor.ts';
import { ADMIN, ADMIN_TOTP_SECRET, startShop } from './shop.ts';
import { heading, visit } from './steps.ts';

const shop = await startShop(t);

t.test('the start command serves the web client at the root', async (t) => {
  const page = await shop.newPage();
  await visit(page, '/', page.getByRole('heading', { level: 1 }));
  t.equal(await page.getByRole('heading', { level: 1 }).textContent(), `${ACADEMY_NAME} Statistics`);
});

t.test('the three counters rise together, each by its own target, and stop at it', async (t) => {
  const page = await shop.newPage();
  await visit(page, '/', heading(page, `${ACADEMY_NAME} Statistics`));
  // Read on every frame until all three stop: each counter's share of its own target.
  const samples = await page.evaluate(async (targets) => {
    const read = () =>
      Object.entries(targets).map(
        ([key, target]) => Number(document.querySelector(`[data-testid="counter-${key}"]`)!.textContent.replace(/[^\d]/g, '')) / target,
      );
    const seen: number[][] = [];
    while (seen.length < 1000 && !read().every((share) => share >= 1)) {
      seen.push(read());
      await new Promise(requestAnimationFrame);
    }
    seen.push(read());
    return seen;
  }, STATISTICS_TARGETS);
  t.ok(samples.length > 3, `seen rising (${samples.length} frames)`);
  t.same(samples.at(-1), [1, 1, 1], 'each ends at its own target');
  const apart = samples.filter((shares) => Math.max(...shares) - Math.min(...shares) > 0.02);
  t.same(apart, [], 'never more than a rounding apart on the way');
});

t.test('the super-admin logs in through the BFF from the page, and the page never sees a token', async (t) => {
  const page = await shop.newPage();
  await visit(page, '/', heading(page, `${ACADEMY_NAME} Statistics`));
  const answer = await page.evaluate(async (admin) => {
    const res = await fetch('/api/academy/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': '1' },
      body: JSON.stringify(admin),
    });
    const session = await (await fetch('/bff/session')).json();
    return { status: res.status, body: await res.text(), session, cookie: document.cookie };
  }, ADMIN);
  t.equal(answer.status, 200);
  t.same(answer.session.data, { customer: null, admin: null, ended: { admin: true, code: 403, message: WIRE.secondFactorRequired } }, 'half signed in');
  t.notMatch(answer.body, /eyJ|rToken|token/);
  t.equal(answer.cookie, '', 'no cookie is readable by the page');
  const code = await authenticatorCode(page, ADMIN_TOTP_SECRET);
  const proved = await page.evaluate(async (typed) => {
    const res = await fetch('/api/academy/admin/security/second-factor', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': '1' },
      body: JSON.stringify({ code: typed }),
    });
    return { status: res.status, session: await (await fetch('/bff/session')).json() };
  }, code);
  t.equal(proved.status, 200);
  t.same(proved.session.data.admin, { name: ADMIN.email }, 'signed in once the code is typed');
});
