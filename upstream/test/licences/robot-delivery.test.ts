import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { createDownloadLinks } from '../../src/licences/download-links.ts';
import { API, adminToken, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';
import { lastMailTo } from '../outbox.ts';

// A buyer's robot: a personalised zip behind short-lived signed links, its download history, and new versions.
const up = await buildTestUpstream(t);
const buyer = await registeredCustomer(up, 'robotbuyer');
const other = await registeredCustomer(up, 'otherbuyer');
await grantItems(up, buyer.email, [{ type: 'robot', slug: 'forex-trend-rider-ea' }]);
await grantItems(up, other.email, [{ type: 'robot', slug: 'forex-grid-master-ea' }]);
const admin = await adminToken(up);
const robot = 'forex-trend-rider-ea';
const original = unzipSync(await readFile(join(up.dataDir, 'robots', `${robot}.zip`)));

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const linkFor = async (token: string, slug = robot) =>
  (await up.app.inject({ method: 'POST', url: `${API}/robots/${slug}/download-link`, headers: as(token) })).json();
const open = (url: string, headers: Record<string, string> = {}) => up.app.inject({ method: 'GET', url: url.replace('http://localhost:3000', ''), headers });
const licenceOf = async (token: string) => (await up.app.inject({ method: 'GET', url: `${API}/robots/${robot}/licence`, headers: as(token) })).json().data;

t.test("a buyer's link downloads, without a session, the robot's files byte for byte plus their licence", async (t) => {
  const link = await linkFor(buyer.token);
  t.equal(link.code, 200);
  t.match(link.data.url, /^http:\/\/localhost:3000\/api\/academy\/robots\/download\/[\w-]+\.[\w-]+$/, 'an absolute link to copy');
  const minutes = (Date.parse(link.data.expires_at) - Date.now()) / 60_000;
  t.ok(minutes > 9 && minutes <= 10, 'valid for 10 minutes');
  const res = await open(link.data.url, { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'application/zip');
  t.equal(res.headers['content-disposition'], `attachment; filename="${robot}-1.00.zip"`);
  const files = unzipSync(res.rawPayload);
  for (const [name, bytes] of Object.entries(original)) t.same(files[name], bytes, `${name} unchanged`);
  const { key } = await licenceOf(buyer.token);
  const licence = strFromU8(files['LICENSE.txt']!);
  t.ok(licence.includes(key) && licence.includes(buyer.email), 'LICENSE.txt names the key and the buyer');
  t.match(licence, 'File > Open Data Folder', "a trader's setup");
  t.match(licence, `Copy ${robot}.set into MQL5/Presets`);
  t.match(licence, '   http://localhost:3000\r\n', 'the origin to allow');
  t.equal(strFromU8(files[`${robot}.set`]!), `LicenceKey=${key}\r\n`, 'a preset that fills in the key');
  t.same(Object.keys(files).sort(), [...Object.keys(original), 'LICENSE.txt', `${robot}.set`].sort(), 'nothing else: no source to edit');

  const history = (await licenceOf(buyer.token)).downloads;
  t.equal(history.length, 1, 'the download is recorded');
  t.equal(history[0].version, '1.00');
  t.match(history[0].client, /Safari on iOS|iPhone|Safari/, 'with the client');
});

t.test("the robot's author downloads the licence check to compile in: an admin only, and no buyer's key in it", async (t) => {
  const res = await up.app.inject({ method: 'GET', url: `${API}/admin/robots/${robot}/licence-check.mqh`, headers: as(admin) });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-disposition'], 'attachment; filename="MeridianLicence.mqh"');
  const include = res.body;
  t.match(include, 'input string LicenceKey = "";', 'the key is an input of the robot');
  t.match(include, `#define MERIDIAN_LICENCE_ROBOT  "${robot}"`);
  t.match(include, '#define MERIDIAN_LICENCE_API    "http://localhost:3000/api/academy/licences"');
  t.match(include, 'bool MeridianLicenceCheck()');
  const { key } = await licenceOf(buyer.token);
  t.notOk(include.includes(key), "the buyer's key is not in it");
  t.notMatch(include, buyer.email);
  const refused = await up.app.inject({ method: 'GET', url: `${API}/admin/robots/${robot}/licence-check.mqh`, headers: as(buyer.token) });
  t.equal(refused.statusCode, 401, "a customer's session is no admin's");
  t.notMatch(refused.body, 'MeridianLicenceCheck');
  t.equal((await up.app.inject({ method: 'GET', url: `${API}/admin/robots/${robot}/licence-check.mqh` })).statusCode, 401, 'not without a session');
  t.equal((await up.app.inject({ method: 'GET', url: `${API}/admin/robots/no-such-robot/licence-check.mqh`, headers: as(admin) })).statusCode, 404);
});

t.test('the Download button goes through a fresh signed link', async (t) => {
  const res = await up.app.inject({ method: 'GET', url: `${API}/robots/${robot}/download`, headers: as(buyer.token) });
  t.equal(res.statusCode, 303);
  t.match(res.headers.location, /^\/api\/academy\/robots\/download\/[\w-]+\.[\w-]+$/);
  t.equal((await open(res.headers.location as string)).statusCode, 200);
  t.equal((await up.app.inject({ method: 'GET', url: `${API}/robots/${robot}/download`, headers: as(other.token) })).statusCode, 403, 'not for a non-buyer');
});

t.test('an expired, altered or foreign link gives no bytes', async (t) => {
  const expired = createDownloadLinks({ secret: 'test-jwt-secret-that-is-long-enough-000', minutes: 10, now: () => Date.now() - 11 * 60_000 });
  const licences = (await up.app.inject({ method: 'GET', url: `${API}/admin/licences?robot=${robot}`, headers: as(admin) })).json().data;
  const stale = await open(`${API}/robots/download/${expired.issue(licences[0].id).token}`);
  t.same(stale.json(), { code: 410, message: 'This download link has expired. Open the robot in your dashboard for a new one.' });
  const forged = createDownloadLinks({ secret: 'another-secret-that-is-long-enough-0000', minutes: 10 });
  t.equal((await open(`${API}/robots/download/${forged.issue(licences[0].id).token}`)).statusCode, 410, 'signed with another key');
  // Another buyer's link, re-pointed at this licence: its signature no longer matches.
  const theirs = (await linkFor(other.token, 'forex-grid-master-ea')).data.url as string;
  const [, sig] = theirs.split('/').at(-1)!.split('.');
  const repointed = `${Buffer.from(JSON.stringify({ l: licences[0].id, e: Date.now() + 600_000 })).toString('base64url')}.${sig}`;
  const res = await open(`${API}/robots/download/${repointed}`);
  t.equal(res.statusCode, 410);
  t.notMatch(String(res.headers['content-type']), /zip/);
  t.equal((await open(`${API}/robots/download/not-a-token`)).statusCode, 422);
});

t.test('a revoked licence stops its links at once, and no new one is made', async (t) => {
  const link = (await linkFor(buyer.token)).data.url as string;
  const [licence] = (await up.app.inject({ method: 'GET', url: `${API}/admin/licences?robot=${robot}`, headers: as(admin) })).json().data;
  await up.app.inject({ method: 'POST', url: `${API}/admin/licences/${licence.id}/revoke`, headers: as(admin) });
  t.equal((await open(link)).statusCode, 410, 'the link made before is refused');
  t.same(await linkFor(buyer.token), { code: 403, message: 'This licence was revoked' });
  await up.app.inject({ method: 'POST', url: `${API}/admin/licences/${licence.id}/restore`, headers: as(admin) });
  t.equal((await open(link)).statusCode, 200, 'restored, it works again while unexpired');
});

t.test('a new version reaches buyers at once: downloads, licence answers, their page and a mail', async (t) => {
  const readme = new TextEncoder().encode('Now with a news filter');
  const v13 = zipSync({
    'TrendRider.mq5': new TextEncoder().encode('#property version "1.30"\nint OnInit() { return(INIT_SUCCEEDED); }\n'),
    'README.txt': readme,
  });
  await writeFile(join(up.dataDir, 'robots', 'trend-rider-1.3.zip'), v13);
  const publish = (body: object) => up.app.inject({ method: 'POST', url: `${API}/admin/robots/${robot}/versions`, payload: body, headers: as(admin) });
  const res = await publish({ version: '1.3', changelog: 'Adds a news filter.', zip_file_name: 'trend-rider-1.3.zip' });
  t.same(res.json(), { code: 201, message: 'Version 1.3 published' });
  t.same((await publish({ version: '1.3', changelog: 'Again', zip_file_name: 'trend-rider-1.3.zip' })).json(), {
    code: 409,
    message: 'Version 1.3 already exists',
  });
  t.equal((await publish({ version: 'v2!', changelog: 'x', zip_file_name: 'trend-rider-1.3.zip' })).statusCode, 422);
  t.equal((await publish({ version: '1.4', changelog: 'x', zip_file_name: 'missing.zip' })).statusCode, 422);

  const files = unzipSync((await open((await linkFor(buyer.token)).data.url)).rawPayload);
  t.same(files['README.txt'], readme, 'the download is 1.3');
  t.same(Object.keys(files).sort(), ['LICENSE.txt', 'README.txt', 'TrendRider.mq5', `${robot}.set`], "none of 1.00's files");
  t.ok(files['LICENSE.txt'], 'still licensed');
  const { key, versions } = await licenceOf(buyer.token);
  t.same(
    versions.map((v: { version: string; changelog: string }) => [v.version, v.changelog]),
    [
      ['1.3', 'Adds a news filter.'],
      ['1.00', 'First release'],
    ],
  );
  const verdict = (await up.app.inject({ method: 'POST', url: `${API}/licences/verify`, payload: { key, account: '1', server: 'S', robot } })).json().data;
  t.equal(verdict.version, '1.3', 'the licence API reports the latest version');
  const detail = (await up.app.inject({ method: 'GET', url: `${API}/singleRobot?slug=${robot}` })).json().data;
  t.equal(detail.version, '1.3');
  const mail = await lastMailTo(up.dataDir, buyer.email, { subject: /updated to 1\.3/ });
  t.match(mail.text, /Adds a news filter\./);
  t.match(mail.text, /http:\/\/localhost:3000\/dashboard\/robot\/forex-trend-rider-ea/);
  await t.rejects(lastMailTo(up.dataDir, other.email, { subject: /updated/, waitMs: 300 }), 'no mail to buyers of other robots');
});
