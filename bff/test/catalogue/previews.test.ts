import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import supertest from 'supertest';
import { API, buildTestShop, signedInCustomer } from '../helper.ts';
import { courseClip } from '../../../upstream/src/seed/demo-catalogue.ts';

/** Forex Foundations' own copy of a demo clip, as the seed stores it. */
const ffClip = (clip: string) => courseClip('forex-foundations', clip);

const shop = await buildTestShop(t);
const { app } = shop;
// A video element sends neither a session of its own choosing nor x-csrf.
const direct = (path: string, cookie?: string) => {
  const req = supertest(app.server).get(path);
  return cookie ? req.set('cookie', cookie) : req;
};

t.test('a guest streams a free preview through the BFF, whole and by Range, and shared caches may keep it', async (t) => {
  const file = await readFile(join(shop.up.dataDir, 'media', ffClip('lesson-1.webm')));
  const whole = await direct(`${API}/preview/${ffClip('lesson-1.webm')}`)
    .responseType('blob')
    .expect(200);
  t.same(whole.body, file);
  t.equal(whole.headers['cache-control'], 'public, max-age=300');
  const part = await direct(`${API}/preview/${ffClip('lesson-1.webm')}`)
    .set('range', 'bytes=1000-1999')
    .responseType('blob')
    .expect(206);
  t.equal(part.headers['content-range'], `bytes 1000-1999/${file.length}`);
  t.same(part.body, file.subarray(1000, 2000));
});

t.test('a signed-in customer who has not bought the course plays the preview too', async (t) => {
  const visitor = await signedInCustomer(shop, 'preview');
  const part = await direct(`${API}/preview/${ffClip('lesson-1.webm')}`, visitor.cookie)
    .set('range', 'bytes=0-99')
    .responseType('blob')
    .expect(206);
  t.equal(part.body.length, 100);
});

t.test('nothing else of the course streams: its paid chapters are not found on preview/, and media/ wants a buyer', async (t) => {
  t.same((await direct(`${API}/preview/${ffClip('lesson-2.webm')}`).expect(404)).body, { code: 404, message: 'Preview not found' });
  await direct(`${API}/preview/${ffClip('lesson-2.webm')}`)
    .set('range', 'bytes=0-99')
    .expect(404);
  await direct(`${API}/preview/no-such.webm`).expect(404);
  await direct(`${API}/media/${ffClip('lesson-1.webm')}`).expect(401);
});
