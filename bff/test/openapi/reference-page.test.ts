import t from 'tap';
import { buildTestShop } from '../helper.ts';

// The API reference is a developer's page (bff/src/routes/bff/api-docs.ts): production does not have it.
t.test('the reference page and its document are served outside production', async (t) => {
  const { app } = await buildTestShop(t);
  const page = await app.inject({ url: '/bff/api-docs' });
  t.equal(page.statusCode, 200, 'the page');
  t.match(page.headers['content-type'], /text\/html/);
  const document = await app.inject({ url: '/bff/api-docs/json' });
  t.equal(document.statusCode, 200, 'its document');
  t.equal(document.json<{ openapi: string }>().openapi, '3.1.0');
});

t.test('production answers 404 there', async (t) => {
  const { app } = await buildTestShop(t, { bffEnv: { NODE_ENV: 'production' } });
  for (const url of ['/bff/api-docs', '/bff/api-docs/json']) t.equal((await app.inject({ url })).statusCode, 404, url);
});
