import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH } from './constants.ts';
import { envelope, pageQuery, pagedEnvelope } from './envelope.ts';

/** What a provider's word did: kept with each notice and each reconciliation answer. */
export const NOTICE_OUTCOMES = ['credited', 'recorded', 'duplicate', 'attention', 'ignored', 'rejected'] as const;

/** `GET admin/payments/notices`: the notice log, newest first, filtered. */
export const noticeLogQuery = pageQuery(ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH).extend({
  outcome: z.enum(NOTICE_OUTCOMES, { message: `outcome must be one of ${NOTICE_OUTCOMES.join(', ')}` }).optional(),
  signature: z.enum(['valid', 'invalid'], { message: 'signature must be valid or invalid' }).optional(),
  source: z.enum(['notice', 'reconciliation'], { message: 'source must be notice or reconciliation' }).optional(),
  /** An order id or a provider payment id, as pasted. */
  search: z.string().trim().max(100).optional(),
});
export type NoticeLogQuery = z.infer<typeof noticeLogQuery>;

export const noticeLogEntry = z.object({
  id: z.uuid(),
  received_at: z.string(),
  provider: z.string(),
  source: z.enum(['notice', 'reconciliation']),
  signature_valid: z.boolean(),
  payment_id: z.string().nullable(),
  status: z.string().nullable(),
  order_id: z.string().nullable(),
  email: z.string().nullable(),
  outcome: z.enum(NOTICE_OUTCOMES),
  change: z.string(),
});
export type NoticeLogEntry = z.infer<typeof noticeLogEntry>;
export const noticeLogResponse = pagedEnvelope(noticeLogEntry);

/** `GET admin/payments/reconciliation`: how reconciliation is set, when it last ran, and what waits. */
export const reconciliationState = z.object({
  every_seconds: z.number().int(),
  after_minutes: z.number(),
  last: z
    .object({
      started_at: z.string().nullable(),
      finished_at: z.string().nullable(),
      summary: z.record(z.string(), z.number()).nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
  /** Orders still waiting for their money (pending or partially paid). */
  open_orders: z.number().int(),
  /** Orders the admin should look at: partially paid, or a notice flagged after payment. */
  attention_orders: z.number().int(),
});
export type ReconciliationState = z.infer<typeof reconciliationState>;
export const reconciliationStateResponse = envelope(reconciliationState);

/** `POST admin/payments/reconciliation`: one pass now. */
export const reconciliationRun = z.object({ summary: z.record(z.string(), z.number()) });
export type ReconciliationRun = z.infer<typeof reconciliationRun>;
export const reconciliationRunResponse = envelope(reconciliationRun);
