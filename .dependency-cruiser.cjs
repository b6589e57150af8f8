// `node scripts/checks.mjs cycles` (part of `npm run lint`): no import cycle between files, and none
// between folders (.dependency-cruiser-folders.cjs), so each folder (a feature, the proxy, the
// sessions) stands on the ones below it and can be read without the ones above.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true, dependencyTypesNot: ['type-only'] } }],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: String.raw`\.test\.tsx?$|/test/|/e2e/` },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
