import { tmpdir } from 'node:os';
import t from 'tap';
import supertest from 'supertest';
import { loadBffConfig } from '../../src/config.ts';
import { buildTestShop, type TestShop } from '../helper.ts';

const shop = await buildTestShop(t);

/** The page's CSP as directive -> sources. */
async function pagePolicy(on: TestShop) {
  const res = await supertest(on.app.server).get('/').set('accept', 'text/html').expect(200);
  const header = String(res.headers['content-security-policy']);
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );
}

t.test("pages may load and fetch from the shop alone, beside the video frames and Vimeo's oEmbed API", async (t) => {
  const csp = await pagePolicy(shop);
  t.equal(csp['img-src'], "'self' data: blob:");
  t.equal(csp['media-src'], "'self' blob:");
  t.equal(csp['connect-src'], "'self' https://vimeo.com");
  t.equal(csp['form-action'], "'self'");
  t.equal(csp['frame-src'], 'https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://w.soundcloud.com');
  t.notOk(
    Object.values(csp).some((sources) => sources.split(' ').includes('https:')),
    'no directive allows any https host',
  );
});

t.test('MEDIA_HOSTS origins join media-src, img-src and connect-src, and nothing else', async (t) => {
  const hosts = 'https://media.example.com, https://hls.example.net:8443/';
  const withHosts = await buildTestShop(t, { up: shop.up, bffEnv: { MEDIA_HOSTS: hosts } });
  const csp = await pagePolicy(withHosts);
  const added = 'https://media.example.com https://hls.example.net:8443';
  t.equal(csp['media-src'], `'self' blob: ${added}`);
  t.equal(csp['img-src'], `'self' data: blob: ${added}`);
  t.equal(csp['connect-src'], `'self' https://vimeo.com ${added}`);
  t.equal(csp['script-src'], "'self'");
  t.equal(csp['frame-src'], (await pagePolicy(shop))['frame-src']);
});

t.test('MEDIA_HOSTS takes https origins only, and a bad one stops the start with its name', async (t) => {
  const load = (MEDIA_HOSTS: string) => loadBffConfig({ DATA_DIR: tmpdir(), MEDIA_HOSTS });
  t.same(load('').MEDIA_HOSTS, []);
  t.same(load('https://CDN.example.com/').MEDIA_HOSTS, ['https://cdn.example.com']);
  for (const bad of [
    'http://media.example.com',
    'https://media.example.com/videos',
    'media.example.com',
    'https://user:pass@media.example.com',
    "https://a.example 'unsafe-inline'",
  ]) {
    t.throws(() => load(`https://ok.example,${bad}`), /MEDIA_HOSTS\.1: each must be an https origin/, bad);
  }
});
