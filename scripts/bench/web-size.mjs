// The gzip size of the JavaScript each route loads first (the public ones, and the customer's screens
// Lighthouse scores signed in): the entry, the route's lazy module, and everything either imports
// statically (read from Vite's manifest).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROUTES = {
  home: 'src/app/routes/public/home.tsx',
  listing: 'src/app/routes/public/listing.tsx',
  product: 'src/app/routes/public/product.tsx',
  cart: 'src/app/routes/public/cart.tsx',
  signals: 'src/app/routes/public/signals.tsx',
  login: 'src/app/routes/public/auth.tsx',
  checkout: 'src/app/routes/public/checkout.tsx',
  dashboard: 'src/app/routes/dashboard/home.tsx',
  'your courses': 'src/app/routes/dashboard/owned.tsx',
  'course player': 'src/app/routes/dashboard/course.tsx',
};

export function webSizes(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };
  const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const entry = closure('index.html');
  return Object.fromEntries(
    Object.entries(ROUTES).map(([name, source]) => {
      const files = closure(source, new Set(entry));
      return [name, Math.round([...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gz(f), 0) / 102.4) / 10];
    }),
  );
}
