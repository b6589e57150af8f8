import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * What a client-rendered screen's shell adds to the SPA's index.html: its chunk and every chunk that
 * imports (Vite's manifest, web/dist/.vite/manifest.json) as modulepreload links, and its styles as
 * preloads, less what the shell names already. Without them the browser asks for the screen's code
 * only once the shell has run and the router has matched, a second trip on a phone's network. Null
 * without a manifest (a build that did not make one).
 */
export function screenPreloads(webDist: string, shell: string): ((modules: string[]) => string) | null {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  return (modules) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    const unnamed = (files: Set<string>) => [...files].filter((f) => !shell.includes(`"/${f}"`));
    // Styles as preloads, not stylesheets: the first paint need not wait for them (Vite's loader adds the stylesheet with the chunk).
    return [
      ...unnamed(scripts).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...unnamed(styles).map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
    ].join('\n    ');
  };
}
