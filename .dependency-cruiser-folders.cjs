// `node scripts/checks.mjs folder-cycles` (part of `npm run lint`): no import cycle between folders. A
// folder and its subfolders are one; type-only imports count, as they couple the same way.
//
// The upstream's tables (`upstream/src/<domain>/tables.ts`) are left out of this graph: they are one
// data layer that drizzle-kit reads together, where foreign keys point across domains (most at `users`)
// and queries join other domains' tables, as they did when one schema file held them all. A tables file
// imports only other tables and `db/columns.ts` (eslint.config.js), so it carries no domain's logic into
// a loop; the file cycle check (.dependency-cruiser.cjs) still reads it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  extends: './.dependency-cruiser.cjs',
  forbidden: [{ name: 'no-folder-cycles', scope: 'folder', severity: 'error', from: {}, to: { circular: true } }],
  options: { exclude: { path: String.raw`\.test\.tsx?$|/test/|/e2e/|^upstream/src/[^/]+/tables\.ts$` } },
};
