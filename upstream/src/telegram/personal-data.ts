import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import type { PersonalDataPart } from '../db/personal-data.ts';
import type { GroupRemoval } from './membership.ts';
import { telegramInvites, telegramMembers } from './tables.ts';

/**
 * Who the customer is on Telegram, as the bot saw them join, and their open invite. Closing promises
 * their removal from the group (a job, as a ban does); the job revokes the invite, removes them and
 * then forgets the record it needed to find them (plugin.ts).
 */
export function telegramPersonalData(db: Db, removeLater: (removal: GroupRemoval, tx: Executor) => Promise<void>): PersonalDataPart {
  return {
    exported: {
      'telegram.json': async (userId) => {
        const [member] = await db.select().from(telegramMembers).where(eq(telegramMembers.userId, userId));
        const [invite] = await db.select().from(telegramInvites).where(eq(telegramInvites.userId, userId));
        return {
          membership: member
            ? {
                telegram_user_id: member.telegramUserId,
                status: member.status,
                joined_at: member.joinedAt.toISOString(),
                updated_at: member.updatedAt.toISOString(),
              }
            : null,
          invite: invite ? { link: invite.link, expires_at: invite.expiresAt.toISOString() } : null,
        };
      },
    },
    async close(tx, { id, closedEmail }) {
      await removeLater({ userId: id, reason: 'closed', about: `Remove ${closedEmail} from the Telegram group (account closed)` }, tx);
    },
  };
}
