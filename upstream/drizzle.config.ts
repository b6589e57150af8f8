import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each domain's tables (src/<domain>/tables.ts), read together: the migrations are one history.
  schema: './src/*/tables.ts',
  out: './src/db/migrations',
});
