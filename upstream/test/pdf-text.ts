import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A piece of text where a reader finds it: its left edge, baseline and width, in points from the bottom left. */
export interface PlacedText {
  str: string;
  x: number;
  y: number;
  width: number;
}

/** The text of every page of a PDF, as a reader would extract it (pdfjs), one string per page, and its pieces where they sit. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; text: string; placed: PlacedText[][] }> {
  // pdfjs takes the buffer over: hand it a copy.
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const placed: PlacedText[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    placed.push(
      content.items.flatMap((item) =>
        'str' in item ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width }] : [],
      ),
    );
  }
  await doc.destroy();
  const pages = placed.map((items) =>
    items
      .map((item) => item.str)
      .join(' ')
      .replace(/\s+/g, ' '),
  );
  return { pages, text: pages.join('\n'), placed };
}
