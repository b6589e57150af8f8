import t from 'tap';
import { strFromU8 } from 'fflate';
import { licenceCheckInclude } from '../../src/licences/licence-check-include.ts';
import { licenceFiles } from '../../src/licences/licence-files.ts';

// What a buyer's zip gains (a licence to read and a preset to load), and the check the robot's author compiles in.
const buyerFiles = (key: string, name: string) =>
  licenceFiles({
    key,
    buyer: { name, email: 'zoe@example.com' },
    robot: { slug: 'gold-ea', title: 'Gold EA', version: '2.31' },
    licenceApi: 'https://shop.example.com/api/licences',
    issuedAt: new Date('2026-05-01T10:00:00Z'),
  }).map((f) => ({ name: f.name, text: strFromU8(f.data) }));

t.test("a buyer gets LICENSE.txt with a trader's setup and a preset holding their key, no source", async (t) => {
  const [licence, preset, ...more] = buyerFiles('MTA-7Q2K-99XZ', 'Zoë "Q" O\'Neil\n#define X "stolen"\u2028x');
  t.same(more, [], 'nothing else');
  t.equal(preset!.name, 'gold-ea.set', 'named for the robot');
  t.equal(preset!.text, 'LicenceKey=MTA-7Q2K-99XZ\r\n', "MetaTrader's name=value line, the robot's input set to the key");
  t.equal(licence!.name, 'LICENSE.txt');
  const lines = licence!.text.split('\r\n');
  t.ok(lines.includes('Licence key: MTA-7Q2K-99XZ'));
  t.ok(lines.includes('Licensed to: Zoë "Q" O\'Neil #define X "stolen" x <zoe@example.com>'), 'the name on one line');
  t.ok(lines.includes('Robot:       Gold EA, version 2.31'));
  t.ok(lines.includes('Issued:      2026-05-01'));
  t.match(licence!.text, 'Dashboard > Robots', 'the terms');
  t.match(licence!.text, 'File > Open Data Folder');
  t.match(licence!.text, 'MQL5/Experts (MQL4/Experts in MetaTrader 4)', 'where the robot goes');
  t.match(licence!.text, 'Copy gold-ea.set into MQL5/Presets (MQL4/Presets in MetaTrader 4)', 'where the preset goes');
  t.match(licence!.text, 'Tools > Options > Expert Advisors');
  t.ok(lines.includes('   https://shop.example.com'), 'the origin MetaTrader must allow');
  t.match(licence!.text, /On its Inputs tab click Load and choose\r\n {3}gold-ea\.set \(or paste your licence key into LicenceKey\)/);
  t.notMatch(licence!.text, /#include|OnInit|compile|\.mqh/i, 'nothing to program');
});

t.test("the author's include: the robot and the shop compiled in, the key an input, in MQL strings nothing can leave", async (t) => {
  const include = strFromU8(licenceCheckInclude({ robotSlug: 'gold-"ea\\', licenceApi: 'https://shop.example.com/api/licences?v="1"' }));
  const defines = include
    .split('\r\n')
    .filter((line) => line.startsWith('#define'))
    .map((line) => /^#define (\w+) +"((?:[^"\\\r\n\u2028]|\\[\\"])*)"$/.exec(line))
    .map((m) => m && [m[1], m[2]!.replace(/\\(.)/g, '$1')]);
  t.same(Object.fromEntries(defines.map((d) => d ?? ['not one MQL string', ''])), {
    MERIDIAN_LICENCE_ROBOT: 'gold-"ea\\',
    MERIDIAN_LICENCE_API: 'https://shop.example.com/api/licences?v="1"',
    MERIDIAN_LICENCE_ORIGIN: 'https://shop.example.com',
  });
  t.ok(
    include.split('\r\n').includes('input string LicenceKey = ""; // Licence key, from your LICENSE.txt or the preset in your download'),
    'an input of the robot',
  );
  t.match(include, 'bool MeridianLicenceCheck()');
  t.match(include, /if\(LicenceKey == ""\)\r\n {5}\{\r\n {6}Print\("No licence key: /, 'an empty key fails with a message');
  t.match(include, 'string body = "{\\"key\\":\\"" + MeridianJsonText(LicenceKey)', 'the key entered is the one checked');
  t.match(include, 'StringReplace(text, "\\"", "\\\\\\"");', 'JSON-escaped');
  t.match(include, 'WebRequest("POST", MERIDIAN_LICENCE_API + "/" + action, "Content-Type: application/json\\r\\n"');
  t.match(include, 'answer = "MetaTrader refused: add " + MERIDIAN_LICENCE_ORIGIN');
  t.match(include, 'StringFind(answer, "\\"status\\":\\"active\\"") >= 0');
});
