import { join } from 'node:path';

/**
 * Where the upstream keeps files under DATA_DIR: public catalogue images (covers), the private
 * course media and robot zips only buyers fetch, the chunks of uploads in progress, the mail
 * outbox (no SMTP_URL) and PGlite's database.
 */
export const storagePaths = (dataDir: string) => ({
  files: join(dataDir, 'files'),
  media: join(dataDir, 'media'),
  robots: join(dataDir, 'robots'),
  uploads: join(dataDir, 'uploads'),
  outbox: join(dataDir, 'outbox'),
  pglite: join(dataDir, 'pglite'),
});
export type StoragePaths = ReturnType<typeof storagePaths>;
