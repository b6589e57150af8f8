// `node scripts/checks.mjs cycles` (part of `npm run lint`): no import cycle between files, and none
// between folders, so each folder (a feature, the proxy, the sessions) stands on the ones below it and
// can be read without the ones above. A folder and its subfolders are one; type-only imports count for
// folders, as they couple the same way.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true, dependencyTypesNot: ['type-only'] } },
    { name: 'no-folder-cycles', scope: 'folder', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: String.raw`\.test\.tsx?$|/test/|/e2e/` },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
