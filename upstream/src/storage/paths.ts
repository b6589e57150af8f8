import { join } from 'node:path';

/**
 * What the upstream keeps under DATA_DIR whatever the store (store.ts): the mail outbox (no
 * SMTP_URL), PGlite's database and, once, a production start's generated super-admin password.
 */
export const storagePaths = (dataDir: string) => ({
  outbox: join(dataDir, 'outbox'),
  pglite: join(dataDir, 'pglite'),
  /** In production, the first super-admin's generated password: readable by the owner only, never logged. */
  superAdminPassword: join(dataDir, 'super-admin-password'),
});
