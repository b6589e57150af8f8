// Node finds each ES module's format from its package's package.json, which it hands to JavaScript
// whole on every resolution: drizzle-orm's is 179 KB and the upstream loads ~480 of its files, so a
// start spent 1.1-1.4 s of CPU there (a CPU profile: node:internal/modules/package_json_reader).
// drizzle-orm's package.json says "type": "module" and its ESM files import each other by relative
// .js paths, so such an import is a URL join and a module, with no lookup. Everything else resolves
// as Node would. Imported first by scripts/start.mjs, by `npm run start:upstream`, by each test
// process (package.json's tap node-arg) and by the shops tests start (scripts/shop-process.mjs).
import { registerHooks } from 'node:module';

const drizzle = new URL('../node_modules/drizzle-orm/', import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (context.parentURL?.startsWith(drizzle) && specifier.startsWith('.') && specifier.endsWith('.js')) {
      return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});
