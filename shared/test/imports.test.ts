import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';

// shared/ is the contract all three workspaces import: it imports none of them, only zod, Node,
// pino (the start-up block) and fastify's types (the server plumbing).
const src = fileURLToPath(new URL('../src', import.meta.url));
const IMPORT = /(?:import|export)\s[^'"]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
const ALLOWED = /^(\.|node:|zod$|pino$|fastify$)/;

t.test('shared imports nothing of ours, and only the packages it declares', async (t) => {
  const found: string[] = [];
  for (const entry of await readdir(src, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    for (const m of (await readFile(file, 'utf8')).matchAll(IMPORT)) {
      const spec = m[1] ?? m[2]!;
      if (!ALLOWED.test(spec)) found.push(`${relative(src, file)} imports ${spec}`);
    }
  }
  t.same(found, []);
});
