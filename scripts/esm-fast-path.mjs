// Two shortcuts in how Node resolves the modules of a start or a test process. Node looks each
// module's format up in its package.json, which it hands to JavaScript whole on each lookup
// (drizzle-orm's is 179 KB), and resolves a bare specifier again for every file importing it: CPU
// profiles of a start and of a test file showed 1-2 s in node:internal/modules/package_json_reader.
// Imported first by scripts/start.mjs, by `npm run start:upstream`, by the image's command, by each
// test process (package.json's tap node-arg) and by the shops tests start (scripts/shop-process.mjs).
//
// - An ES module's relative import of a .js, .mjs, .cjs or .ts file is a URL join, its format from
//   the extension and the nearest package.json's "type", read once per folder. (A require() and
//   any other specifier resolve as Node would.)
// - A bare specifier ('drizzle-orm', '@academy/shared/api-error') resolves the same from every file
//   below one folder holding a package.json or a node_modules (the same node_modules above, the same
//   "imports"): the upstream's files make ~600 such imports of ~100 specifiers. Each is resolved
//   once per such folder, condition set and import type.
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const scopes = new Map();
/** The nearest folder at or above `dir` with a package.json or a node_modules: below it, a bare specifier means one thing. */
function scopeOf(dir) {
  let scope = scopes.get(dir);
  if (scope === undefined) {
    const parent = dirname(dir);
    scope = parent === dir || existsSync(`${dir}/package.json`) || existsSync(`${dir}/node_modules`) ? dir : scopeOf(parent);
    scopes.set(dir, scope);
  }
  return scope;
}

const types = new Map();
/** The "type" of the package.json nearest to `dir` ('module' or 'commonjs'), read once per folder. */
function typeOf(dir) {
  let type = types.get(dir);
  if (type === undefined) {
    const parent = dirname(dir);
    if (existsSync(`${dir}/package.json`)) type = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')).type === 'module' ? 'module' : 'commonjs';
    else type = parent === dir ? 'commonjs' : typeOf(parent);
    types.set(dir, type);
  }
  return type;
}
const FORMAT_BY_EXTENSION = new Map([
  ['.mjs', () => 'module'],
  ['.cjs', () => 'commonjs'],
  ['.js', (type) => type],
  ['.ts', (type) => `${type}-typescript`],
]);
const extensionOf = (url) => url.slice(url.lastIndexOf('.'));

const isBare = (specifier) => !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.includes(':');
const resolvedBare = new Map();

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (!parent?.startsWith('file:')) return nextResolve(specifier, context);
    if (specifier.startsWith('./') || specifier.startsWith('../')) {
      const format = context.conditions.includes('import') && FORMAT_BY_EXTENSION.get(extensionOf(specifier));
      if (!format) return nextResolve(specifier, context);
      const url = new URL(specifier, parent).href;
      return { url, format: format(typeOf(dirname(fileURLToPath(url)))), shortCircuit: true };
    }
    if (!isBare(specifier)) return nextResolve(specifier, context);
    const key = `${scopeOf(dirname(fileURLToPath(parent)))}\0${context.conditions}\0${context.importAttributes?.type}\0${specifier}`;
    const known = resolvedBare.get(key);
    if (known) return { ...known, shortCircuit: true };
    const { url, format } = nextResolve(specifier, context);
    resolvedBare.set(key, { url, format });
    return { url, format };
  },
});
