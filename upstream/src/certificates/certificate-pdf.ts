import PDFDocument from 'pdfkit';
import { certificateDate } from '@academy/shared/certificates';
import { ACADEMY_NAME } from '@academy/shared/constants';
import { FONT_FILES, type FontName, features, font, type Run, runs } from './text-runs.ts';

export interface CertificateFacts {
  id: string;
  holderName: string;
  courseTitle: string;
  issuedAt: Date;
  /** The page anyone opens to check it. */
  verifyUrl: string;
}

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
  const registered = new Set<string>();
  const use = (file: string) => {
    if (!registered.has(file)) doc.registerFont(file, font(file) as unknown as Buffer);
    registered.add(file);
    return doc.font(file);
  };
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

  const left = 80;
  const width = WIDTH - 2 * left;
  // Each run is laid out whole (`features` given): pdfkit otherwise lays out word by word, and each
  // word of a right-to-left run is turned around with its space.
  const options = (run: Run): PDFKit.Mixins.TextOptions => ({ lineBreak: false, features: features(run.positioned) });
  /** One line, centred, its runs side by side; a line too long for the page is set smaller to fit. */
  const line = (text: string, y: number, primary: FontName, size: number, color: string) => {
    const parts = runs(text, primary).map((run) => ({ run, width: use(run.file).fontSize(size).widthOfString(run.text, options(run)) }));
    const full = parts.reduce((sum, part) => sum + part.width, 0);
    const scale = Math.min(1, (0.95 * width) / full);
    let x = left + (width - full * scale) / 2;
    // Set smaller, it sits on the same baseline.
    const main = font(FONT_FILES[primary]);
    const top = y + (main.ascent / main.unitsPerEm) * size * (1 - scale);
    doc.fillColor(color);
    for (const { run, width: drawn } of parts) {
      use(run.file)
        .fontSize(size * scale)
        .text(run.text, x, top, options(run));
      x += drawn * scale;
    }
  };

  line(ACADEMY_NAME.toUpperCase(), 78, 'label', 14, GOLD);
  line('Certificate of Completion', 112, 'title', 40, NAVY);
  line('This certifies that', 184, 'text', 14, GREY);
  line(facts.holderName, 204, 'name', 34, NAVY);
  doc
    .moveTo(WIDTH / 2 - 180, 266)
    .lineTo(WIDTH / 2 + 180, 266)
    .lineWidth(1)
    .strokeColor(GOLD)
    .stroke();
  line('has completed every chapter and quiz of the course', 284, 'text', 14, GREY);
  line(facts.courseTitle, 308, 'title', 26, NAVY);

  line(`Issued on ${certificateDate(facts.issuedAt)}`, 420, 'text', 13, NAVY);
  line(`Certificate number ${facts.id}`, 442, 'text', 11, GREY);
  line(`Check it at ${facts.verifyUrl}`, 460, 'text', 11, GREY);
  doc.link(left, 458, width, 16, facts.verifyUrl);

  doc.end();
  return done;
}
