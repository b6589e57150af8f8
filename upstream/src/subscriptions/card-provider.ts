// What renewals by card need of a payment provider (payments/providers/paystack-subscriptions.ts is the one): here, beside
// the subscriptions that use it, so subscriptions depend on no payments code.

/** A card subscription as the provider tells it (`GET /subscription/:code`). */
export interface CardSubscription {
  code: string;
  /** active, non-renewing, attention, completed, cancelled. */
  status: string;
  emailToken: string;
  planCode: string;
  email: string;
  /** What each period is charged, in kobo. */
  amountMinor: number;
}

/** What a subscription event names: its subscription, and for a paid invoice the charge's reference (verified before any credit). */
export interface SubscriptionEvent {
  event: string;
  code: string;
  reference?: string | undefined;
}

/**
 * A provider that charges a saved card each period (Paystack plans and subscriptions): the customer
 * authorises the card once, on the first payment of an order that names the plan.
 */
export interface CardSubscriptions {
  /** A plan charging `amountMinor` every `months` months; its code. */
  createPlan(plan: { name: string; months: number; amountMinor: number }): Promise<string>;
  /** For a subscription or invoice notice: what it names; null for any other notice. */
  event(rawBody: Buffer): SubscriptionEvent | null;
  fetch(code: string): Promise<CardSubscription>;
  /** A page where the customer changes the card (after a failed charge). */
  manageLink(code: string): Promise<string>;
  /** Stops (or starts again) the charges; the period paid for runs on. */
  disable(code: string, token: string): Promise<void>;
  enable(code: string, token: string): Promise<void>;
}
