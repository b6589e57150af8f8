import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import ts from 'typescript';
import { headingAnchors } from './markdown.ts';

// A comment cites what a reader of the repository can open. The product's specification, its design
// note and the issue tracker are not in the repository, so a comment that names one of them by a
// section or issue number sends the reader nowhere: it cites a heading of docs/requirements.md, a
// record in docs/decisions or another file instead. What is checked, in the comments (read as
// TypeScript, so strings and JSX text do not count) of every source and test file:
//  - a citation by number (the word, then a number or a section sign) only beside an existing path;
//  - every docs/ path a comment names exists, and so does the heading its #anchor names.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCES = ['shared/src', 'upstream/src', 'bff/src', 'web/src', 'scripts', 'shared/test', 'upstream/test', 'bff/test', 'web/test', 'web/e2e'];

/** A citation by number: the word spec, design or issue (with 's or section), then a number or a section sign; or a section sign alone. */
const NUMBERED_CITATION = /\b(?:spec|design|issues?)(?:'s)?\s*(?:sections?\s*)?[§#]?\s*\d|§/i;
/** A path in the repository, as a comment writes it. */
const REPO_PATH = /(?<![\w/.-])((?:docs|bench|shared|upstream|bff|web|scripts)\/[\w./-]*\w)(#[\w-]+)?/g;

export interface Comment {
  line: number;
  text: string;
}

/** Every comment in `text` (the file at `path`), with the line it starts on. */
export function commentsIn(path: string, text: string): Comment[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.(c|m)?js$/.test(path) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const found: Comment[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      found.push({ line: source.getLineAndCharacterOfPosition(range.pos).line + 1, text: text.slice(range.pos, range.end) });
    }
  };
  // Comments are trivia around tokens: read before and after each token (JSX text has no trivia).
  const visit = (node: ts.Node) => {
    if (ts.isJSDoc(node)) return;
    const children = node.getChildren(source);
    if (children.length > 0) {
      children.forEach(visit);
      return;
    }
    if (node.kind !== ts.SyntaxKind.JsxText) collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
  };
  visit(source);
  return found.sort((a, b) => a.line - b.line);
}

const anchorsOf = new Map<string, Set<string>>();
const anchors = (path: string) => {
  if (!anchorsOf.has(path)) anchorsOf.set(path, headingAnchors(readFileSync(join(ROOT, path), 'utf8')));
  return anchorsOf.get(path)!;
};

/** What is wrong with the comments of `text` (the file at `path`), one line each. */
export function citationProblems(path: string, text: string, exists = (p: string) => existsSync(join(ROOT, p))): string[] {
  const problems: string[] = [];
  for (const comment of commentsIn(path, text)) {
    const paths = [...comment.text.matchAll(REPO_PATH)].map((m) => ({ file: m[1]!, anchor: m[2]?.slice(1) }));
    const cited = NUMBERED_CITATION.exec(comment.text);
    if (cited && !paths.some((p) => exists(p.file))) {
      problems.push(
        `${path}:${comment.line}: cites "${cited[0]}", which a reader of the repository cannot open; cite docs/requirements.md#<section> or a file`,
      );
    }
    for (const { file, anchor } of paths.filter((p) => p.file.startsWith('docs/'))) {
      if (!exists(file)) problems.push(`${path}:${comment.line}: ${file} does not exist`);
      else if (anchor && file.endsWith('.md') && !anchors(file).has(anchor)) problems.push(`${path}:${comment.line}: ${file} has no heading #${anchor}`);
    }
  }
  return problems;
}

function* sources(): Generator<string> {
  for (const dir of SOURCES) {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })) {
      const path = relative(ROOT, join(entry.parentPath, entry.name));
      if (entry.isFile() && /\.(m?ts|tsx|m?js)$/.test(entry.name) && !/node_modules|\/dist/.test(path)) yield path;
    }
  }
}

t.test('no comment cites the spec, the design or an issue by number: it cites a file in the repository', async (t) => {
  const files = [...sources()];
  t.ok(files.length > 500, `${files.length} source and test files read`);
  const problems = files.flatMap((path) => citationProblems(path, readFileSync(join(ROOT, path), 'utf8')));
  t.same(problems, [], 'see docs/requirements.md for the sections to cite');
});

t.test('the rule, on what it is for', async (t) => {
  const check = (text: string, path = 'x.ts') =>
    citationProblems(path, text, (p) => p === 'docs/requirements.md' || p === 'docs/decisions/001-one-process-real-http.md');
  t.equal(check('/** Spec 2.5: the admin table. */').length, 1, 'a section of the spec');
  t.equal(check("// spec 8's session rules").length, 1, "the spec's, by number");
  t.equal(check('// applies spec section 8 on the server').length, 1, 'a section, by the word');
  t.equal(check('/* DESIGN 4.6: one request per file */').length, 1, 'the design note');
  t.equal(check('// Issue 20: the journey').length, 1, 'an issue');
  t.equal(check('// see §3').length, 1, 'a section sign');
  t.equal(check('const x = 1; // spec 7').length, 1, 'a comment after code');
  t.equal(check('<div>{/* spec 2.3 */}</div>', 'x.tsx').length, 1, 'a comment in JSX');
  t.equal(check("const s = 'spec 401 bodies'; // the answers").length, 0, 'a string is no comment');
  t.equal(check('<p>spec 2 of 3</p>', 'x.tsx').length, 0, 'nor is JSX text');
  t.equal(check('// the spec says so; the design keeps it').length, 0, 'named without a number');
  t.equal(check('/** The session rules (docs/requirements.md#session-rules). */').length, 0, 'a path and a heading that exist');
  t.equal(check('// docs/decisions/001-one-process-real-http.md').length, 0, 'a decision');
  t.match(check('// docs/requirements.md#no-such-section'), [/has no heading #no-such-section/], 'a heading that does not exist');
  t.match(check('// docs/decisions/999-nothing.md'), [/does not exist/], 'a file that does not exist');
});
