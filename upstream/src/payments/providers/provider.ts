interface InvoiceRequest {
  orderId: string;
  amountUsd: number;
  description: string;
  /** The shop origin the customer pays from; the sandbox's invoice page is served there. */
  shopOrigin: string;
  successUrl: string;
  cancelUrl: string;
  ipnUrl: string;
}

/** A crypto invoice provider: makes an invoice for an order and vouches for its notices. */
export interface PaymentProvider {
  name: 'sandbox' | 'nowpayments';
  createInvoice(request: InvoiceRequest): Promise<{ invoiceId: string; invoiceUrl: string }>;
  /** Whether a notice's raw body carries this provider's valid signature. */
  verify(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  /**
   * The provider's current word on an order's payments, shaped like its notices (reconciliation);
   * empty when it has nothing to tell. Throws when the provider cannot be asked.
   */
  lookup(order: { paymentId: string | null; invoiceId: string | null }): Promise<unknown[]>;
}

/** Both providers sign notices in this header. */
export const SIGNATURE_HEADER = 'x-nowpayments-sig';
export const signatureOf = (headers: Record<string, string | string[] | undefined>) => {
  const value = headers[SIGNATURE_HEADER];
  return typeof value === 'string' ? value : undefined;
};
