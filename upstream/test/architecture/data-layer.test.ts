import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import ts from 'typescript';

/**
 * The data layer's boundaries, read from the source: each domain folder owns its plugin and its
 * tables, routes and the auth guard reach data through the domains' plugins only, a domain's tables
 * are written from its own folder, and production code never leans on the demo seed.
 */
const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

const tsFilesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFilesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const where = (file: string, node: ts.Node) => `${relative(SRC, file)}:${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

/** Every module a file names: static imports, re-exports and import() with a literal. */
function importsOf(file: string): { specifier: string; at: string }[] {
  const found: { specifier: string; at: string }[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, at: where(file, node) });
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, at: where(file, node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

/** Where a file touches the database handle: `x.db`, `x.database`, or a `db`/`database` name of its own. */
function databaseTouches(file: string): string[] {
  const found: string[] = [];
  const names = new Set(['db', 'database']);
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && names.has(node.name.text)) found.push(`${where(file, node)} ${node.getText()}`);
    else if (ts.isIdentifier(node) && names.has(node.text) && !ts.isPropertyAccessExpression(node.parent)) found.push(`${where(file, node)} ${node.text}`);
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

const guarded = [...tsFilesUnder(join(SRC, 'routes')), join(SRC, 'accounts/auth-guard.ts')];

t.test('routes and the auth guard import neither the schema, the database client nor drizzle-orm', async (t) => {
  const offending = guarded.flatMap((file) =>
    importsOf(file)
      .filter(({ specifier }) => /^drizzle-orm(\/|$)/.test(specifier) || /(^|\/)db\/(schema|client)(\.ts)?$/.test(specifier))
      .map(({ specifier, at }) => `${at} imports ${specifier}`),
  );
  t.same(offending, [], 'SQL belongs to the domain that owns the table (src/<domain>/)');
});

t.test('routes and the auth guard never touch the database handle', async (t) => {
  t.same(guarded.flatMap(databaseTouches), [], "they call the aggregates' services (fastify.catalogue, fastify.orders...)");
});

t.test('nothing but the seed itself and build.ts (the demo seeding) imports seed/', async (t) => {
  const seedDir = join(SRC, 'seed');
  const allowed = (file: string) => file.startsWith(`${seedDir}/`) || file === join(SRC, 'build.ts');
  const offending = tsFilesUnder(SRC)
    .filter((file) => !allowed(file))
    .flatMap((file) =>
      importsOf(file)
        .filter(({ specifier }) => specifier.startsWith('.') && resolve(dirname(file), specifier).startsWith(`${seedDir}/`))
        .map(({ specifier, at }) => `${at} imports ${specifier}`),
    );
  t.same(offending, [], 'storage paths live in src/storage/paths.ts');
});

t.test('the checks read the files they guard', async (t) => {
  t.ok(guarded.includes(join(SRC, 'routes/index.ts')) && guarded.length > 10, `${guarded.length} route and guard files read`);
});

t.test('a domain keeps its admin listings: no folder of the source is named for who uses it', async (t) => {
  const folders = readdirSync(SRC, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  t.notOk(folders.includes('admin'), 'no upstream/src/admin/: orders and revenue are payments’, users accounts’, uploads their own');
  t.ok(folders.includes('uploads'), 'the folders read');
});

t.test('each domain owns its plugin: none is kept apart from its domain', async (t) => {
  const plugins = readdirSync(join(SRC, 'plugins'));
  t.same(plugins, ['external'], 'src/plugins/ holds only the third-party wrappers (files, rate limits); src/plugins/app/ is gone');
  t.ok(tsFilesUnder(SRC).filter((file) => file.endsWith('/plugin.ts')).length >= 15, "the domains' plugin.ts files are read");
});

/** Each table's name and the folder whose tables.ts declares it. */
const tableOwners = new Map(
  tsFilesUnder(SRC)
    .filter((file) => file.endsWith('/tables.ts'))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map((m) => [m[1]!, dirname(file)] as const)),
);

/** Where a file inserts into, updates or deletes from a table it imports from another folder's tables.ts. */
function foreignWrites(file: string): string[] {
  const imported = new Map<string, string>();
  for (const { specifier } of importsOf(file)) {
    const target = resolve(dirname(file), specifier);
    if (!specifier.startsWith('.') || !target.endsWith('/tables.ts') || dirname(target) === dirname(file)) continue;
    for (const [name, owner] of tableOwners) if (owner === dirname(target)) imported.set(name, owner);
  }
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['insert', 'update', 'delete'].includes(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isIdentifier(node.arguments[0]) &&
      imported.has(node.arguments[0].text)
    ) {
      found.push(`${where(file, node)} ${node.expression.name.text}s ${node.arguments[0].text} (${relative(SRC, imported.get(node.arguments[0].text)!)}/)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

t.test("a domain's tables are written only from its own folder", async (t) => {
  // The demo seed fills every domain's tables at once, before anything runs (build.ts).
  const writers = tsFilesUnder(SRC).filter((file) => !file.startsWith(join(SRC, 'seed/')));
  t.same(writers.flatMap(foreignWrites), [], 'another domain calls the owner (a refund revokes licences through licences/purchase-licences.ts)');
  t.ok(tableOwners.size >= 25 && tableOwners.get('licences') === join(SRC, 'licences'), `${tableOwners.size} tables read with their owners`);
});
