import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import ts from 'typescript';
import { ROOT, testSources } from './test-sources.ts';

// A test file that registers a teardown on tap's root (every shop and upstream a file starts does:
// web/e2e/shop.ts, upstream/test/helper.ts) ends as soon as its subtests are all done and nothing
// else is queued (@tapjs/core's autoend): the teardown then closes the shop and the browser while the
// file's own code may still be awaiting something between two subtests, and the subtests declared
// after that await never run. On a busy machine the first subtest finishes first, and the file fails
// with only "error thrown in teardown". So, at a file's top level, nothing is awaited once a subtest
// is declared: what the later subtests need is started before (and awaited inside them), or done
// in a subtest of its own.

/** Whether a top-level statement declares a subtest: `t.test(...)`, awaited or not. */
function declaresSubtest(statement: ts.Statement): boolean {
  if (!ts.isExpressionStatement(statement)) return false;
  let call = statement.expression;
  while (ts.isAwaitExpression(call) || ts.isVoidExpression(call)) call = call.expression;
  return ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'test';
}

/** An await in `node` itself, not inside a function declared there. */
function awaitIn(node: ts.Node): ts.AwaitExpression | ts.ForOfStatement | undefined {
  if (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier)) return node;
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return undefined;
  return ts.forEachChild(node, awaitIn);
}

/** Where `text` (the test file at `path`) awaits at its top level after its first subtest, one line each. */
export function awaitsAfterSubtests(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const first = source.statements.findIndex(declaresSubtest);
  if (first < 0) return [];
  return source.statements.slice(first + 1).flatMap((statement) => {
    // `await t.test(...)` waits for a subtest the file still holds open: the root is not idle meanwhile.
    if (declaresSubtest(statement)) return [];
    const found = awaitIn(statement);
    return found ? [`${path}:${source.getLineAndCharacterOfPosition(found.getStart(source)).line + 1}: ${found.getText(source).slice(0, 80)}`] : [];
  });
}

t.test('no test file awaits at its top level once it has declared a subtest', async (t) => {
  const files = [...testSources()].filter((path) => path.endsWith('.test.ts'));
  t.ok(files.length > 200, `${files.length} test files read`);
  const found = files.flatMap((path) => awaitsAfterSubtests(path, readFileSync(join(ROOT, path), 'utf8')));
  t.same(found, [], 'start it before the first subtest and await it in the subtest that needs it, or make it a subtest');
});

t.test('the rule, on what it is for', async (t) => {
  const check = (text: string) => awaitsAfterSubtests('x.test.ts', text).length;
  t.equal(check(`const shop = await startShop(t); t.test('a', async () => {}); const page = await shop.newPage();`), 1, 'an await after a subtest');
  t.equal(check(`t.test('a', async () => {}); for await (const x of xs) use(x);`), 1, 'a for await, too');
  t.equal(check(`t.test('a', async () => {}); const rows = [...(await read())];`), 1, 'an await inside an expression');
  t.equal(
    check(`const shop = await startShop(t); const page = await shop.newPage(); t.test('a', async () => { await page.goto('/'); });`),
    0,
    'before the first',
  );
  t.equal(
    check(`t.test('a', async () => {}); const ready = (async () => { await buy(); })(); t.test('b', async () => { await ready; });`),
    0,
    'started, awaited inside',
  );
  t.equal(check(`await t.test('a', async () => {}); await t.test('b', async () => {});`), 0, 'awaiting a subtest itself');
  t.equal(check(`const shop = await startShop(t);`), 0, 'no subtest at all');
});
