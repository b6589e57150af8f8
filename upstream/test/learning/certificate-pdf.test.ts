import t from 'tap';
import { certificatePdf } from '../../src/certificates/certificate-pdf.ts';
import { pdfText } from '../pdf-text.ts';

// The certificate's own layout, straight from the module: the holder's name as written, in any of
// the scripts the shop has fonts for, right to left where it reads so, on one line inside the frame.
const WIDTH = 841.89;
const FRAME = 40;

const certificate = async (holderName: string, courseTitle = 'Forex Foundations') => {
  const bytes = await certificatePdf({
    id: 'C-TEST-0001',
    holderName,
    courseTitle,
    issuedAt: new Date('2026-11-25T12:00:00Z'),
    verifyUrl: 'https://academy.test/certificates/C-TEST-0001',
  });
  const { text, placed } = await pdfText(bytes);
  return { bytes, text, placed: placed[0]! };
};
/** The name as a reader extracts it: between the two lines the certificate prints around it. */
const nameIn = (text: string) => /This certifies that (.*) has completed/.exec(text)?.[1];
/** The fonts the PDF embeds, by their names without the subset tag. */
const embedded = (bytes: Buffer) => new Set([...bytes.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]));

t.test('a name in a script Noto Serif lacks is set in its own Noto and reads back as written, right to left where it reads so', async (t) => {
  const names = {
    Hebrew: 'שרה לוי',
    'Latin and Hebrew': 'Sarah שרה לוי Cohen',
    Thai: 'สมชาย ใจดี',
    Amharic: 'አበበ ቢቂላ',
    Georgian: 'ნინო ბერიძე',
    Armenian: 'Արամ Խաչատրյան',
  };
  for (const [script, name] of Object.entries(names)) t.equal(nameIn((await certificate(name)).text), name, script);
  // A name that starts in Hebrew reads right to left as a whole: its Latin part is drawn to the left.
  const { placed } = await certificate('שרה Cohen');
  const at = (word: string) => placed.find((item) => item.str.includes(word))!.x;
  t.ok(at('Cohen') < at('שרה'), 'Hebrew then Latin: the Latin part to the left');
});

t.test('Arabic and the Indic scripts are shaped in their own fonts, with no letter left out as a box', async (t) => {
  const names: [string, string, string][] = [
    ['Arabic', 'أحمد بن علي الشافعي', 'NotoNaskhArabic-Bold'],
    ['Devanagari', 'अर्जुन शर्मा', 'NotoSansDevanagari-Bold'],
    ['Bengali', 'অর্জুন রায়', 'NotoSansBengali-Bold'],
    ['Gujarati', 'સ્નેહા પટેલ', 'NotoSansGujarati-Bold'],
    ['Gurmukhi', 'ਹਰਪ੍ਰੀਤ ਸਿੰਘ', 'NotoSansGurmukhi-Bold'],
    ['Tamil', 'தமிழ்செல்வன்', 'NotoSansTamil-Bold'],
    ['Telugu', 'వెంకట రావు', 'NotoSansTelugu-Bold'],
    ['Kannada', 'ಕನ್ನಡ ಹೆಸರು', 'NotoSansKannada-Bold'],
    ['Malayalam', 'അനിൽ കുമാർ', 'NotoSansMalayalam-Bold'],
  ];
  for (const [script, name, fontName] of names) {
    const { bytes, text } = await certificate(name);
    // Shaped text reads back in drawing order (a vowel sign before its consonant, Arabic's joined
    // forms), so what is checked is that every glyph came from a font that has it: a box reads as U+0000.
    const read = nameIn(text) ?? '';
    t.ok(
      read.replace(/\s/g, '').length >= name.replace(/\s/g, '').length / 2 && !read.includes('\u0000'),
      `${script}: every letter drawn (${JSON.stringify(read)})`,
    );
    t.ok(embedded(bytes).has(fontName), `${script}: set in ${fontName}`);
  }
  const { text } = await certificate('Ahmed أحمد Smith', 'التداول للمبتدئين');
  t.match(text, /This certifies that Ahmed \S+ Smith has completed/, 'a Latin name with an Arabic part keeps its order');
  t.notMatch(text, '\u0000', 'and an Arabic course title is drawn too');
});

t.test('a name fontkit cannot position the marks of is still printed, every letter there', async (t) => {
  // Found by laying out random runs: fontkit 2.0.4 throws on these fonts' mark positioning.
  const names = {
    'Greek with combining marks (Noto Serif)': 'Ι᷾͟Ͻᷙ Papadopoulos',
    'Gujarati with a candrabindu': 'ઔએઁષ Patel',
    'Tamil with stray signs': '௩ஂொலஃ௦ Kumar',
  };
  for (const [what, name] of Object.entries(names)) {
    const read = nameIn((await certificate(name)).text) ?? '';
    t.match(read, new RegExp(`${name.split(' ')[1]}$`), what);
    t.notMatch(read, '\u0000', `${what}: no box`);
  }
});

t.test('a name of the longest the form takes is set smaller, on one line inside the frame', async (t) => {
  const long = ['Oluwaseyi'.repeat(8) + 'Abcdefgh', 'Adebayo'.repeat(11) + 'Abc', 'Okonkwo'.repeat(11) + 'Abc'].join(' ');
  t.equal(long.length, 242, 'three names of 80 letters and their spaces');
  const { placed, text } = await certificate(long);
  t.equal(nameIn(text), long);
  const name = placed.filter((item) => long.includes(item.str) && item.str.trim().length > 0);
  t.equal(new Set(name.map((item) => Math.round(item.y))).size, 1, 'one line');
  t.ok(
    name.every((item) => item.x >= FRAME && item.x + item.width <= WIDTH - FRAME),
    'inside the frame',
  );
  const shortName = (await certificate('Ada Obi')).placed.find((item) => item.str.includes('Ada'))!;
  t.ok(Math.abs(shortName.x + shortName.width / 2 - WIDTH / 2) < 1, 'a short name is centred');
});
