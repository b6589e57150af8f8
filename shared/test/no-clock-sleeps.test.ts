import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import ts from 'typescript';
import { ROOT, testSources } from './test-sources.ts';

// Time is a parameter, not a wait: a test that needs a token, a window or a cache to run out moves
// the apps' clock (shared/test/clock.ts); one that waits for something to happen asks for it through
// shared/test/until.ts. What is refused in the test sources, read as TypeScript:
//  - node:timers/promises, whose every timer is a sleep;
//  - Playwright's waitForTimeout;
//  - a promise a timer settles (`new Promise((r) => setTimeout(r, ms))`) unless `ms` is a number
//    written there of at most 100: a step of a poll. Only until.ts may take its step as a parameter.
// A timer that makes a fixture act later (a client that drips, a page that answers late) is no sleep.
const POLLING_HELPER = 'shared/test/until.ts';
const MAX_STEP_MS = 100;

const isTimerCall = (node: ts.CallExpression) => {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'setTimeout';
  return (
    ts.isPropertyAccessExpression(callee) &&
    callee.name.text === 'setTimeout' &&
    ts.isIdentifier(callee.expression) &&
    /^(globalThis|global|window)$/.test(callee.expression.text)
  );
};

/** The executor's resolve (or reject) names when `node` sits inside `new Promise((resolve, reject) => ...)`. */
function promiseSettlers(node: ts.Node): Set<string> | null {
  for (let at = node.parent; !ts.isSourceFile(at); at = at.parent) {
    if (!(ts.isArrowFunction(at) || ts.isFunctionExpression(at))) continue;
    const made = at.parent;
    if (ts.isNewExpression(made) && ts.isIdentifier(made.expression) && made.expression.text === 'Promise' && made.arguments?.[0] === at) {
      return new Set(at.parameters.flatMap((p) => (ts.isIdentifier(p.name) ? [p.name.text] : [])));
    }
  }
  return null;
}

/** Whether the timer's callback is the promise's resolve, or a function that calls it. */
function settles(callback: ts.Expression | undefined, settlers: Set<string>): boolean {
  if (!callback) return false;
  if (ts.isIdentifier(callback)) return settlers.has(callback.text);
  if (!(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) return false;
  let calls = false;
  const look = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && settlers.has(node.expression.text)) calls = true;
    ts.forEachChild(node, look);
  };
  look(callback.body);
  return calls;
}

/** The delay as written, when it is a number literal (none: 0). */
const literalMs = (delay: ts.Expression | undefined) => (delay === undefined ? 0 : ts.isNumericLiteral(delay) ? Number(delay.text) : undefined);

/** Where `text` (the file at `path`, relative to the repository) sleeps, one line each. */
export function sleepsIn(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node) => `${path}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node) => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier.text
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])
          ? node.arguments[0].text
          : undefined;
    if (specifier !== undefined && /^(node:)?timers\/promises$/.test(specifier)) found.push(`${at(node)}: imports ${specifier}, whose timers are sleeps`);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'waitForTimeout') found.push(`${at(node)}: waitForTimeout sleeps`);
      const settlers = isTimerCall(node) ? promiseSettlers(node) : null;
      if (settlers && settles(node.arguments[0], settlers) && path !== POLLING_HELPER) {
        const ms = literalMs(node.arguments[1]);
        if (ms === undefined || ms > MAX_STEP_MS) found.push(`${at(node)}: sleeps ${node.arguments[1]?.getText(source) ?? ''} ms on a promise`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

t.test('no test sleeps to let time pass: it moves a clock, or waits for what it waits for', async (t) => {
  const files = [...testSources()];
  t.ok(files.length > 100, `${files.length} test sources read`);
  const sleeps = files.flatMap((path) => sleepsIn(path, readFileSync(join(ROOT, path), 'utf8')));
  t.same(sleeps, [], 'move the clock (shared/test/clock.ts) or wait for the event (shared/test/until.ts)');
});

t.test('the rule, on what it is for', async (t) => {
  const check = (text: string) => sleepsIn('x.test.ts', text).length;
  t.equal(check(`import { setTimeout as sleep } from 'node:timers/promises'; await sleep(1100);`), 1, 'a timers/promises sleep');
  t.equal(check(`const { setTimeout } = await import('timers/promises');`), 1, 'imported late, too');
  t.equal(check(`await page.waitForTimeout(4500);`), 1, 'waitForTimeout');
  t.equal(check(`await new Promise((r) => setTimeout(r, 1500));`), 1, 'a sleep over 100 ms');
  t.equal(check(`await new Promise((resolve) => setTimeout(() => resolve(sockets.size), 500));`), 1, 'a sleep that answers something');
  t.equal(check(`await new Promise((r) => setTimeout(r, IDLE_MS * 2));`), 1, 'a sleep through a lifetime named elsewhere');
  t.equal(check(`const wait = (ms) => new Promise((r) => setTimeout(r, ms));`), 1, 'a sleep helper of its own');
  t.equal(check(`await new Promise((r) => setTimeout(r, 20));`), 0, 'a polling step');
  t.equal(check(`later(400, () => res.end('late')); const later = (ms, fn) => setTimeout(fn, ms);`), 0, 'a fixture that acts later');
  t.equal(check(`t.setTimeout(300_000); socket.setTimeout(10);`), 0, "tap's and a socket's own timeouts");
});
