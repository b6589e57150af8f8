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

  const line = (text: string, y: number, font: string, size: number, color: string) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, 80, y, { width: WIDTH - 160, align: 'center', lineBreak: true });

  line(ACADEMY_NAME.toUpperCase(), 78, 'Helvetica-Bold', 14, GOLD);
  line('Certificate of Completion', 112, 'Times-Bold', 40, NAVY);
  line('This certifies that', 190, 'Helvetica', 14, GREY);
  // A long name or title is set smaller to stay on its one line, clear of what follows.
  const fitted = (text: string, font: string, size: number) =>
    Math.max(12, Math.min(size, (0.95 * size * (WIDTH - 160)) / doc.font(font).fontSize(size).widthOfString(text)));
  line(facts.holderName, 216, 'Times-BoldItalic', fitted(facts.holderName, 'Times-BoldItalic', 34), NAVY);
  doc
    .moveTo(WIDTH / 2 - 180, 262)
    .lineTo(WIDTH / 2 + 180, 262)
    .lineWidth(1)
    .strokeColor(GOLD)
    .stroke();
  line('has completed every chapter and quiz of the course', 282, 'Helvetica', 14, GREY);
  line(facts.courseTitle, 308, 'Times-Bold', fitted(facts.courseTitle, 'Times-Bold', 26), NAVY);

  line(`Issued on ${certificateDate(facts.issuedAt)}`, 420, 'Helvetica', 13, NAVY);
  line(`Certificate number ${facts.id}`, 442, 'Helvetica', 11, GREY);
  line(`Check it at ${facts.verifyUrl}`, 460, 'Helvetica', 11, GREY);
  doc.link(80, 458, WIDTH - 160, 16, facts.verifyUrl);

  doc.end();
  return done;
}
