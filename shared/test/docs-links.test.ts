import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { anchorOf, headingAnchors, linkTargets } from './markdown.ts';

// The README and the docs link to each other and to the code: every relative link must lead to a file
// (or folder) that exists, and a link to a heading to a heading that exists, as GitHub would render it.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function* markdownFiles(): Generator<string> {
  yield 'README.md';
  yield 'bench/README.md';
  for (const entry of readdirSync(join(ROOT, 'docs'), { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.md')) yield relative(ROOT, join(entry.parentPath, entry.name));
  }
}

/** What is wrong with the links of the Markdown file at `path`, one line each. */
function brokenLinks(path: string): string[] {
  const text = readFileSync(join(ROOT, path), 'utf8');
  const broken: string[] = [];
  for (const target of linkTargets(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: ...
    const [file = '', anchor] = target.split('#');
    const resolved = file === '' ? path : join(dirname(path), decodeURIComponent(file));
    if (relative(ROOT, join(ROOT, resolved)).startsWith('..')) broken.push(`${path}: ${target} leaves the repository`);
    else if (!existsSync(join(ROOT, resolved))) broken.push(`${path}: ${target}: ${resolved} does not exist`);
    else if (anchor !== undefined && resolved.endsWith('.md') && statSync(join(ROOT, resolved)).isFile()) {
      if (!headingAnchors(readFileSync(join(ROOT, resolved), 'utf8')).has(anchor)) broken.push(`${path}: ${target}: ${resolved} has no heading #${anchor}`);
    }
  }
  return broken;
}

t.test('every relative link in the README and the docs leads to a file and a heading that exist', async (t) => {
  const files = [...markdownFiles()];
  t.ok(files.length > 60, `${files.length} Markdown files read`);
  t.same(
    files.flatMap((path) => brokenLinks(path)),
    [],
  );
});

t.test('the decision records are numbered in turn, listed, and each has Context, Decision and Consequences', async (t) => {
  const records = readdirSync(join(ROOT, 'docs/decisions')).filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'));
  records.forEach((name, i) => t.equal(name.slice(0, 3), String(i + 1).padStart(3, '0'), `${name} is numbered in turn`));
  const index = linkTargets(readFileSync(join(ROOT, 'docs/decisions/README.md'), 'utf8'));
  t.same(
    records.filter((name) => !index.includes(name)),
    [],
    'docs/decisions/README.md lists every record',
  );
  for (const name of records) {
    const anchors = headingAnchors(readFileSync(join(ROOT, 'docs/decisions', name), 'utf8'));
    t.ok(
      ['context', 'decision', 'consequences'].every((part) => anchors.has(part)),
      `${name} has Context, Decision and Consequences`,
    );
  }
});

t.test('the anchors, as GitHub makes them', async (t) => {
  t.equal(anchorOf('Session rules'), 'session-rules');
  t.equal(anchorOf('`/bff/session` asks the upstream before it answers'), 'bffsession-asks-the-upstream-before-it-answers');
  t.equal(anchorOf('Your Courses and Your Robots'), 'your-courses-and-your-robots');
  t.equal(anchorOf('What `npm test` runs'), 'what-npm-test-runs');
  t.same([...headingAnchors('# A\n\n## B\n\n```\n# not a heading\n```\n\n## B\n')], ['a', 'b', 'b-1']);
  t.same(linkTargets('[a](docs/x.md#y) `[b](nowhere.md)` ![c](img.png "title")\n```\n[d](code.md)\n```\n'), ['docs/x.md#y', 'img.png']);
});
