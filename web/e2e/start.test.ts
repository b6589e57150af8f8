import t from 'tap';
import { ACADEMY_NAME } from '@academy/shared/constants';
import { ADMIN, startShop } from './shop.ts';
import { heading, visit } from './steps.ts';

const shop = await startShop(t);

t.test('the start command serves the web client at the root', async (t) => {
  const page = await shop.newPage();
  await visit(page, '/', page.getByRole('heading', { level: 1 }));
  t.equal(await page.getByRole('heading', { level: 1 }).textContent(), `${ACADEMY_NAME} Statistics`);
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
  t.same(answer.session.data.admin, { name: ADMIN.email });
  t.notMatch(answer.body, /eyJ|rToken|token/);
  t.equal(answer.cookie, '', 'no cookie is readable by the page');
});
