import { join } from 'node:path';

/**
 * What the upstream keeps under DATA_DIR whatever the store (store.ts): the mail outbox (no
 * SMTP_URL) and PGlite's database.
 */
export const storagePaths = (dataDir: string) => ({
  outbox: join(dataDir, 'outbox'),
  pglite: join(dataDir, 'pglite'),
});
