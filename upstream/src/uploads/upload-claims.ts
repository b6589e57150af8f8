import { eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uploadClaims } from './tables.ts';

/**
 * Who assembles an upload, decided by the database every instance shares: the one insert that
 * lands wins; an instance that sees the last chunk a moment later finds the row and leaves it.
 */
export function createUploadClaims(db: Db) {
  return {
    async claim(uploadId: string): Promise<boolean> {
      const won = await db.insert(uploadClaims).values({ uploadId }).onConflictDoNothing().returning({ uploadId: uploadClaims.uploadId });
      return won.length === 1;
    },
    async release(uploadId: string): Promise<void> {
      await db.delete(uploadClaims).where(eq(uploadClaims.uploadId, uploadId));
    },
    /** Claims of assemblies that never finished (a process died mid-way). */
    async removeOlderThan(before: Date): Promise<number> {
      return (await db.delete(uploadClaims).where(lte(uploadClaims.claimedAt, before)).returning({ uploadId: uploadClaims.uploadId })).length;
    },
  };
}
export type UploadClaims = ReturnType<typeof createUploadClaims>;
