import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { PersonalDataPart } from '../db/personal-data.ts';
import { certificates } from './tables.ts';

/**
 * The learner's certificates. Closing deletes them: a certificate is the holder's name on a public
 * page (`/certificates/{id}`), and one without its holder would prove nothing; its page then says no
 * certificate has that number.
 */
export function certificatePersonalData(db: Db): PersonalDataPart {
  return {
    exported: {
      'certificates.json': async (userId) =>
        (await db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issuedAt))).map((c) => ({
          number: c.id,
          holder_name: c.holderName,
          course: c.courseTitle,
          issued_at: c.issuedAt.toISOString(),
          revoked_at: c.revokedAt?.toISOString() ?? null,
        })),
    },
    async close(tx, { id }) {
      await tx.delete(certificates).where(eq(certificates.userId, id));
    },
  };
}
