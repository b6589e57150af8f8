import type { Executor } from './client.ts';

/** The account being closed, as each part needs it. */
export interface ClosingAccount {
  id: string;
  /** The unique non-address that replaces the email (`closed-<id>@closed.invalid`): what the rows kept may name it by. */
  closedEmail: string;
  /** The app's clock at the closing. */
  at: Date;
}

/**
 * One domain's share of a customer's data, declared in its own folder (`<domain>/personal-data.ts`)
 * and added by its plugin to accounts/data-requests.ts, which exports and closes an account by asking
 * every part. Here, below every domain, so that a domain the accounts folder imports can declare one too.
 */
export interface PersonalDataPart {
  /** The export's files this part fills, by name (`orders.json`), each read for this customer alone. */
  exported?: Record<string, (userId: string) => Promise<unknown>>;
  /** Work outside the database that must succeed before anything changes, or the account stays open (a card's renewals stopped at the provider). */
  beforeClosing?: (userId: string) => Promise<void>;
  /** Deletes or anonymises this part in the closing's one transaction: `tx` only, never the database (PGlite has one connection). */
  close?: (tx: Executor, account: ClosingAccount) => Promise<void>;
}
