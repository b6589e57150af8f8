import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';

// bulletproof-react's rule: a feature never imports another feature; the app layer (routes,
// layouts) composes them. So a feature can change or go without touching the others.
const features = fileURLToPath(new URL('../src/features', import.meta.url));
const IMPORT = /(?:import|export)\s[^'"]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

t.test('no feature imports another feature', async (t) => {
  const crossings: string[] = [];
  for (const entry of await readdir(features, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const own = relative(features, file).split(sep)[0];
    for (const m of (await readFile(file, 'utf8')).matchAll(IMPORT)) {
      const spec = m[1] ?? m[2]!;
      if (!spec.startsWith('.')) continue;
      const target = relative(features, resolve(dirname(file), spec));
      const feature = target.startsWith('..') ? null : target.split(sep)[0];
      if (feature && feature !== own) crossings.push(`${relative(features, file)} imports ${spec}`);
    }
  }
  t.same(crossings, []);
});
