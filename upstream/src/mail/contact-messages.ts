import type { ContactRequest } from '@academy/shared/contact';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import type { Mailer } from './mailer.ts';
import { contactMail } from './templates.ts';

/** The contact form's messages: stored first, then mailed to `to` (CONTACT_EMAIL, or the super-admin's address). */
export function createContactMessages(deps: { db: Db; mailer: Mailer; to: string }) {
  return {
    async receive(message: ContactRequest): Promise<void> {
      await deps.db.insert(contactMessages).values(message);
      await deps.mailer.send(contactMail(deps.to, message));
    },
  };
}
export type ContactMessages = ReturnType<typeof createContactMessages>;
