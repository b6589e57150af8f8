import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { certificateDate } from '@academy/shared/certificates';
import { ACADEMY_NAME } from '@academy/shared/constants';

export interface CertificateFacts {
  id: string;
  holderName: string;
  courseTitle: string;
  issuedAt: Date;
  /** The page anyone opens to check it. */
  verifyUrl: string;
}

// Noto, embedded (pdfkit keeps only the glyphs used): the 14 standard fonts know Latin-1 only, which
// garbled names such as Ọláolúwa Adéṣínà, Анна or Nguyễn. Each is parsed once, on the first
// certificate, and shared by every document after it: parsing their tables anew cost about 95 ms a PDF.
const FONT_FILES = {
  title: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  name: '@expo-google-fonts/noto-serif/700Bold_Italic/NotoSerif_700Bold_Italic.ttf',
  text: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  label: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;
const require = createRequire(import.meta.url);
let fonts: Record<FontName, Font> | undefined;
const loadFonts = () => {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => {
      const font = create(readFileSync(require.resolve(file)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection`);
      return [name, font];
    }),
  ) as Record<FontName, Font>;
  return fonts;
};

// A4 landscape, in points.
const WIDTH = 841.89;
const HEIGHT = 595.28;
const NAVY = '#0b1b34';
const GOLD = '#b8862b';
const GREY = '#4a5568';

/** The certificate as a one-page PDF (pdfkit): title, holder, course, date, number and where to verify it. */
export function certificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `Certificate of Completion: ${facts.courseTitle}`, Author: ACADEMY_NAME, Subject: facts.holderName },
  });
  // pdfkit takes a parsed fontkit font as it takes a file (its types know only files).
  for (const [name, font] of Object.entries(loadFonts())) doc.registerFont(name, font as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Two frames, the outer one heavier.
  doc
    .lineWidth(6)
    .strokeColor(NAVY)
    .rect(24, 24, WIDTH - 48, HEIGHT - 48)
    .stroke();
  doc
    .lineWidth(1.5)
    .strokeColor(GOLD)
    .rect(40, 40, WIDTH - 80, HEIGHT - 80)
    .stroke();

  const line = (text: string, y: number, font: FontName, size: number, color: string) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, 80, y, { width: WIDTH - 160, align: 'center', lineBreak: true });

  line(ACADEMY_NAME.toUpperCase(), 78, 'label', 14, GOLD);
  line('Certificate of Completion', 112, 'title', 40, NAVY);
  line('This certifies that', 184, 'text', 14, GREY);
  // A long name or title is set smaller to stay on its one line, clear of what follows.
  const fitted = (text: string, font: FontName, size: number) =>
    Math.max(12, Math.min(size, (0.95 * size * (WIDTH - 160)) / doc.font(font).fontSize(size).widthOfString(text)));
  line(facts.holderName, 204, 'name', fitted(facts.holderName, 'name', 34), NAVY);
  doc
    .moveTo(WIDTH / 2 - 180, 266)
    .lineTo(WIDTH / 2 + 180, 266)
    .lineWidth(1)
    .strokeColor(GOLD)
    .stroke();
  line('has completed every chapter and quiz of the course', 284, 'text', 14, GREY);
  line(facts.courseTitle, 308, 'title', fitted(facts.courseTitle, 'title', 26), NAVY);

  line(`Issued on ${certificateDate(facts.issuedAt)}`, 420, 'text', 13, NAVY);
  line(`Certificate number ${facts.id}`, 442, 'text', 11, GREY);
  line(`Check it at ${facts.verifyUrl}`, 460, 'text', 11, GREY);
  doc.link(80, 458, WIDTH - 160, 16, facts.verifyUrl);

  doc.end();
  return done;
}
