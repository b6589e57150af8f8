// Two shortcuts in how Node resolves the modules of a start or a test process, together worth about
// half its module-loading CPU (CPU profiles: node:internal/modules/package_json_reader, where Node
// hands a package.json to JavaScript whole on each lookup). Everything else resolves as Node would.
// Imported first by scripts/start.mjs, by `npm run start:upstream`, by the image's command, by each
// test process (package.json's tap node-arg) and by the shops tests start (scripts/shop-process.mjs).
//
// - drizzle-orm's package.json is 179 KB and the upstream loads ~480 of its files, each looked up
//   there for its format. It says "type": "module" and its ESM files import each other by relative
//   .js paths, so such an import is a URL join and a module, with no lookup.
// - A bare specifier ('drizzle-orm', '@academy/shared/api-error') resolves the same from every file
//   below one folder holding a package.json or a node_modules (the same node_modules above, the same
//   "imports"), but Node resolves it again for each importing file, reading package.json files each
//   time: the upstream's files make ~600 such imports of ~100 specifiers. Each is resolved once per
//   such folder, condition set and import type here.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const drizzle = new URL('../node_modules/drizzle-orm/', import.meta.url).href;

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

const isBare = (specifier) => !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.includes(':');
const resolvedBare = new Map();

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (parent?.startsWith(drizzle) && specifier.startsWith('.') && specifier.endsWith('.js')) {
      return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
    }
    if (!parent?.startsWith('file:') || !isBare(specifier)) return nextResolve(specifier, context);
    const key = `${scopeOf(dirname(fileURLToPath(parent)))}\0${context.conditions}\0${context.importAttributes?.type}\0${specifier}`;
    const known = resolvedBare.get(key);
    if (known) return { ...known, shortCircuit: true };
    const { url, format } = nextResolve(specifier, context);
    resolvedBare.set(key, { url, format });
    return { url, format };
  },
});
