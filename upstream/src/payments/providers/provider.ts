import type { CardSubscriptions } from '../../subscriptions/card-provider.ts';

interface InvoiceRequest {
  orderId: string;
  amountUsd: number;
  /** The charge in the provider's currency's subunit (kobo), fixed on the order; null for a USD provider. */
  chargeMinor: number | null;
  /** The buyer's address: a card provider's receipt goes there. */
  email: string;
  description: string;
  /** The shop origin the customer pays from; the sandbox's invoice page is served there. */
  shopOrigin: string;
  successUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  /** A card provider's plan: the first payment subscribes the card to it (CardSubscriptions). */
  planCode?: string | undefined;
}

/** What a provider is told of an order when asked about its payments. */
export interface OrderAtProvider {
  paymentId: string | null;
  invoiceId: string | null;
  amountUsdCents: number;
  chargeMinor: number | null;
}

/** A refund as the provider tells it; `pending` covers every state short of the last word. */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
  /** In the charge's currency's subunit (kobo). */
  amountMinor: number;
}

/** The provider would not refund (a 4xx: already reversed, too much, the balance short): said to the admin, not tried again. */
export class RefundRefused extends Error {}

/** A provider that gives money back itself (Paystack). NOWPayments does not: its refunds are made outside and recorded. */
export interface Refunder {
  /**
   * Refunds `amountMinor` of the charge. A refund the provider already holds for that charge and
   * amount that none of ours names (`known`) is taken instead of sending a second: a retry after a
   * crash between the provider's answer and our commit refunds once. Throws RefundRefused when refused.
   */
  send(charge: { paymentId: string; reference: string; amountMinor: number; known: string[] }): Promise<ProviderRefund>;
  /** The provider's word on one of its refunds. */
  fetch(id: string): Promise<ProviderRefund>;
  /** For a notice about a refund: the order reference it names (possibly none); null for any other notice. */
  refundEvent(rawBody: Buffer): { reference: string | undefined } | null;
}

/** A payment provider: makes an invoice (a hosted payment page) for an order and vouches for its notices. */
export interface PaymentProvider {
  name: 'sandbox' | 'nowpayments' | 'paystack';
  /** What its invoices charge in: crypto invoices are priced in USD; Paystack charges naira. */
  currency: 'USD' | 'NGN';
  createInvoice(request: InvoiceRequest): Promise<{ invoiceId: string; invoiceUrl: string }>;
  /** Whether a notice's raw body carries this provider's valid signature. */
  verify(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  /**
   * For a provider whose notice is only a hint (Paystack): the order reference it names, so the
   * provider is asked (`lookup`) rather than believed. Absent: the verified notice is the word itself.
   */
  referenceOf?(rawBody: Buffer): string | undefined;
  /**
   * The provider's current word on an order's payments, shaped like its notices (reconciliation);
   * empty when it has nothing to tell. Throws when the provider cannot be asked.
   */
  lookup(order: OrderAtProvider): Promise<unknown[]>;
  /** Set when the provider refunds through its API. */
  refunder?: Refunder;
  /** Set when the provider renews plans by card. */
  cardSubscriptions?: CardSubscriptions;
  /** The addresses its notices may come from; absent or empty: any (the signature alone decides). */
  senders?: readonly string[];
}

/** Both providers sign notices in this header. */
export const SIGNATURE_HEADER = 'x-nowpayments-sig';
export const signatureOf = (headers: Record<string, string | string[] | undefined>) => {
  const value = headers[SIGNATURE_HEADER];
  return typeof value === 'string' ? value : undefined;
};
