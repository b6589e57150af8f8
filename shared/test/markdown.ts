// Reading the repository's Markdown as GitHub renders it: the anchors its headings get, and its links.

/** Fenced code blocks and inline code: nothing in them is a heading or a link. */
const withoutCode = (text: string) => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]+`/g, 'code');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export const anchorOf = (heading: string) =>
  heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** Every anchor the headings of `text` get (a repeated heading gets -1, -2, ...). */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const anchor = anchorOf(heading!);
    let unique = anchor;
    for (let n = 1; anchors.has(unique); n++) unique = `${anchor}-${n}`;
    anchors.add(unique);
  }
  return anchors;
}

/** The targets of the inline links and images in `text`, outside code. */
export const linkTargets = (text: string): string[] =>
  [...withoutCode(text).matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
