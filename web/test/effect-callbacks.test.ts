import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import ts from 'typescript';

// React calls whatever an effect or a ref callback returns as its cleanup. An arrow with an
// expression body returns that expression by accident: `useEffect(() => window.scrollTo(...))`
// crashed every navigation once Chromium's scrollTo began returning a Promise, though the DOM
// types still say void. So those callbacks must have block bodies, where a return is deliberate.
const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);
const src = fileURLToPath(new URL('../src', import.meta.url));

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && /\.tsx?$/.test(e.name)).map((e) => join(e.parentPath, e.name));
}

/** Every effect or ref callback in `file` whose arrow body is an expression, as `path:line`. */
function expressionBodiedCallbacks(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (fn: ts.Node) => {
    if (ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) found.push(`${relative(src, path)}:${file.getLineAndCharacterOfPosition(fn.getStart()).line + 1}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      if (ts.isIdentifier(callee) && EFFECT_HOOKS.has(callee.text) && node.arguments[0]) report(node.arguments[0]);
    }
    if (ts.isJsxAttribute(node) && node.name.getText() === 'ref' && node.initializer && ts.isJsxExpression(node.initializer) && node.initializer.expression) {
      report(node.initializer.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

t.test('no effect or ref callback in the web client returns a value by accident', async (t) => {
  const files = await sourceFiles(src);
  t.ok(files.length > 50, 'the whole client is read');
  const offenders = (await Promise.all(files.map(async (f) => expressionBodiedCallbacks(f, await readFile(f, 'utf8'))))).flat();
  t.same(offenders, [], 'effect and ref callbacks have block bodies');
});

t.test('the check finds an expression-bodied effect and ref callback', async (t) => {
  const sample = `useEffect(() => window.scrollTo({ top: 0 }), []);\nReact.useLayoutEffect(() => { go(); });\nconst a = <div ref={(el) => observe(el)} />;`;
  t.same(expressionBodiedCallbacks(join(src, 'sample.tsx'), sample), ['sample.tsx:1', 'sample.tsx:3']);
});
