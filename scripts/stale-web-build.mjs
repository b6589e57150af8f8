// Whether `npm start` must build the web client first, so a `git pull` never serves the old one.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the web build is made from (the web imports shared/): a change to any of them makes it stale. */
const INPUTS = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/tsconfig.json', 'web/package.json', 'shared/src', 'package-lock.json'];

/** The first file or folder under `path` changed after `than` (a folder changes when a file is added or removed). */
function changedAfter(path, than) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return null;
  }
  if (stat.mtimeMs > than) return path;
  if (!stat.isDirectory()) return null;
  for (const entry of readdirSync(path)) {
    const changed = changedAfter(join(path, entry), than);
    if (changed) return changed;
  }
  return null;
}

/**
 * Why `root`'s web/dist must be built before serving, or null when it is up to date: there is no
 * build, or an input changed after the build wrote index.html. By modification times, which
 * `git pull` and editors set, so a plain `npm run build` counts as fresh and nothing is stored.
 */
export function staleWebBuild(root) {
  let built;
  try {
    built = statSync(join(root, 'web/dist/index.html')).mtimeMs;
  } catch {
    return 'no build yet';
  }
  for (const input of INPUTS) {
    const changed = changedAfter(join(root, input), built);
    if (changed) return `${relative(root, changed)} changed since the last build`;
  }
  return null;
}
