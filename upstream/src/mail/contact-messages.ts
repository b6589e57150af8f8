import type { ContactRequest } from '@academy/shared/contact';
import type { Db } from '../db/client.ts';
import { contactMessages } from './tables.ts';
import type { Mailer } from './mailer.ts';
import { contactMail } from './templates.ts';

/** The contact form's messages: stored, and mailed to `to` (CONTACT_EMAIL, or the super-admin's address). */
export function createContactMessages(deps: { db: Db; mailer: Mailer; to: string }) {
  return {
    async receive(message: ContactRequest): Promise<void> {
      // The message and its mail (a job) in one transaction: kept and mailed, or neither.
      await deps.db.transaction(async (tx) => {
        await tx.insert(contactMessages).values(message);
        await deps.mailer.send(contactMail(deps.to, message), tx);
      });
    },
  };
}
export type ContactMessages = ReturnType<typeof createContactMessages>;
