import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, which the paths below are relative to. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TEST_DIRS = ['upstream/test', 'bff/test', 'web/test', 'web/e2e', 'shared/test'];

/** Every TypeScript source of the tests (files and helpers), as a path from the repository's root: what the rules on tests read. */
export function* testSources(): Generator<string> {
  for (const dir of TEST_DIRS) {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })) {
      const path = relative(ROOT, join(entry.parentPath, entry.name));
      if (entry.isFile() && /\.(m?ts|tsx)$/.test(entry.name) && !path.includes('node_modules')) yield path;
    }
  }
}
