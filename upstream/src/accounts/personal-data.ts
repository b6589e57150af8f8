import { and, eq, ne } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { Db } from '../db/client.ts';
import type { PersonalDataPart } from '../db/personal-data.ts';
import type { SignedInSessions } from './signed-in-sessions.ts';
import { emailTokens, tokenFamilies, users } from './tables.ts';

/** No password verifies against it (passwords.ts reads only `scrypt$...`): a closed account cannot be signed in to. */
const NO_PASSWORD = 'closed';

/**
 * The account's own part: its profile and where it is signed in. Closing keeps the row (orders and
 * revenue point at it) with nothing that names the person, and forgets every login and mailed link.
 */
export function accountPersonalData(db: Db, signedIn: SignedInSessions): PersonalDataPart {
  return {
    exported: {
      'account.json': async (userId) => {
        const [u] = await db.select().from(users).where(eq(users.id, userId));
        return {
          email: u!.email,
          first_name: u!.firstName,
          middle_name: u!.middleName,
          last_name: u!.lastName,
          address: u!.address,
          status: u!.status,
          verified_email: u!.verifiedEmail,
          created_at: u!.createdAt.toISOString(),
          updated_at: u!.updatedAt.toISOString(),
        };
      },
      // Device and times only: a session's tokens never leave the server.
      'sessions.json': async (userId) =>
        (await signedIn.of(userId, null)).map((s) => ({ device: s.device, signed_in_at: s.signed_in_at, last_seen_at: s.last_seen_at })),
    },

    async close(tx, account) {
      const [closed] = await tx
        .update(users)
        .set({
          email: account.closedEmail,
          passwordHash: NO_PASSWORD,
          firstName: '',
          middleName: '',
          lastName: '',
          address: '',
          status: 'closed',
          verifiedEmail: false,
          hasUserPaid: false,
          joinedTelegram: false,
          updatedAt: account.at,
        })
        .where(and(eq(users.id, account.id), eq(users.role, 'customer'), ne(users.status, 'closed')))
        .returning({ id: users.id });
      // Closed by another request a moment ago: this transaction changes nothing.
      if (!closed) throw new ApiError(409, 'This account is closed already');
      // Every login ends (a refresh finds no family, an access token no session) and the device names go with them.
      await tx.delete(tokenFamilies).where(eq(tokenFamilies.userId, account.id));
      await tx.delete(emailTokens).where(eq(emailTokens.userId, account.id));
    },
  };
}
