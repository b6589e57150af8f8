import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Bidi } from 'bidi-js';
import { create, type Font } from 'fontkit';

// Noto, embedded (pdfkit keeps only the glyphs used): the 14 standard fonts know Latin-1 only, which
// garbled names such as Ọláolúwa Adéṣínà, Анна or Nguyễn. Each is parsed once, when a certificate
// first needs it, and shared by every document after it: parsing their tables anew cost about 95 ms a PDF.
export const FONT_FILES = {
  title: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  name: '@expo-google-fonts/noto-serif/700Bold_Italic/NotoSerif_700Bold_Italic.ttf',
  text: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  label: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

// A name or course title in a script Noto Serif lacks is set in that script's Noto, in bold as the
// line is. Not here: Chinese, Japanese and Korean, whose fonts are some 10 MB a weight.
const noto = (file: string) => `@expo-google-fonts/${file.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}/700Bold/${file}_700Bold.ttf`;
export const SCRIPT_FONTS: [RegExp, string][] = [
  [/\p{Script=Arabic}/u, noto('NotoNaskhArabic')],
  ...['Hebrew', 'Devanagari', 'Bengali', 'Gujarati', 'Gurmukhi', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Thai', 'Ethiopic', 'Georgian', 'Armenian'].map(
    (script): [RegExp, string] => [new RegExp(`\\p{Script=${script}}`, 'u'), noto(`NotoSans${script}`)],
  ),
];

const require = createRequire(import.meta.url);
const parsed = new Map<string, Font>();
export function font(file: string): Font {
  let loaded = parsed.get(file);
  if (!loaded) {
    const created = create(readFileSync(require.resolve(file)));
    if (!('layout' in created)) throw new Error(`${file} is a font collection`);
    parsed.set(file, (loaded = created));
  }
  return loaded;
}

// bidi-js is one CommonJS factory whose types say ES default export: required, it is what it is.
const bidi = (require('bidi-js') as () => Bidi)();
// Spaces, marks and joiners belong to the letters around them, not to a font of their own.
const JOINS = /[\p{M}\p{Zs}\u200c\u200d]/u;

// fontkit 2.0.4 fails on a null anchor in some fonts' mark positioning, for some letters with
// combining marks (Greek in Noto Serif, some Gujarati and Tamil, most Gurmukhi and Malayalam): 536
// of 1,099,524 random runs. A run it fails on is set with positioning off, its marks where the font
// draws them by default; none of those runs failed so.
const POSITIONING = ['mark', 'mkmk', 'curs', 'kern', 'dist', 'abvm', 'blwm'];
/** What fontkit is asked to apply: the font's defaults, or those without positioning. */
export const features = (positioned: boolean): PDFKit.Mixins.OpenTypeFeatures[] =>
  // fontkit takes tags turned on and off as an object, pdfkit hands it over (its types know lists);
  // each layout gets its own, as fontkit writes its choices into it.
  positioned ? [] : (Object.fromEntries(POSITIONING.map((tag) => [tag, false])) as unknown as PDFKit.Mixins.OpenTypeFeatures[]);
const lays = (file: string, text: string) => {
  try {
    font(file).layout(text, features(true));
    return true;
  } catch {
    return false;
  }
};

export interface Run {
  file: string;
  text: string;
  positioned: boolean;
}

/**
 * A line cut where its font or its direction changes, the runs in the order they are drawn left
 * to right (the Unicode bidi algorithm, bidi-js): "Ahmed أحمد Smith" is three. Within a run, fontkit
 * shapes the letters and turns a right-to-left run around itself.
 */
export function runs(text: string, primary: FontName): Run[] {
  const embedding = bidi.getEmbeddingLevels(text);
  const cut: { file: string; text: string; start: number; level: number }[] = [];
  let index = 0;
  for (const char of text) {
    const level = embedding.levels[index]!;
    const last = cut.at(-1);
    const file =
      last && JOINS.test(char)
        ? last.file
        : font(FONT_FILES[primary]).hasGlyphForCodePoint(char.codePointAt(0)!)
          ? FONT_FILES[primary]
          : (SCRIPT_FONTS.find(([script]) => script.test(char))?.[1] ?? FONT_FILES[primary]);
    if (last?.file === file && last.level === level) last.text += char;
    else cut.push({ file, text: char, start: index, level });
    index += char.length;
  }
  // Where each character is drawn: the runs keep together, so one character places its run.
  const drawnAt: number[] = [];
  for (const [visual, logical] of bidi.getReorderedIndices(text, embedding).entries()) drawnAt[logical] = visual;
  return cut.sort((a, b) => drawnAt[a.start]! - drawnAt[b.start]!).map(({ file, text }) => ({ file, text, positioned: lays(file, text) }));
}
