// Walk-outs ("Ödenmedi") and open accounts (veresiye): issue 32 item 4, ADR 076. Neither is a
// cancellation; the screens send what they showed (`expectedLeft`) and the server answers 409
// with the new figure when the bill moved meanwhile (contract rule 10).
import { z } from 'zod';
import {
  correctionReasonFields,
  hasReason,
  REASON_MESSAGES,
} from '../corrections/correction-reasons.schemas.ts';
import { correctionApproval } from '../corrections/corrections.schemas.ts';
import type { RuleId } from '../i18n/rule-text.ts';

export const WALKOUT_FIELD_MESSAGES = {
  expectedLeft: 'rules.walkouts.expectedLeft',
  customerName: 'rules.walkouts.customerName',
  phone: 'rules.walkouts.phone',
  account: 'rules.walkouts.account',
} as const satisfies Record<string, RuleId>;
const M = WALKOUT_FIELD_MESSAGES;
const expectedLeft = z
  .number({ error: M.expectedLeft })
  .int(M.expectedLeft)
  .min(0, M.expectedLeft)
  .describe('What the screen showed as left, kuruş: 409 AMOUNT_CHANGED when the bill differs.');

/**
 * POST /staff/orders/{id}/walkout and /staff/tables/{tableId}/walkout: a reason of the
 * business's walk-out list and/or free text (contract rule 5), stored as label, then text.
 */
export const walkoutBody = z
  .object({ ...correctionReasonFields, expectedLeft, approval: correctionApproval.nullish() })
  .refine(hasReason, { message: REASON_MESSAGES.reasonRequired, path: ['reason'] });
export type WalkoutBody = z.infer<typeof walkoutBody>;

/** POST /staff/tables/{tableId}/open-account: a new customer's account, or an existing one. */
export const openAccountBody = z.object({
  accountId: z
    .string({ error: M.account })
    .regex(/^[0-9a-f]{24}$/, M.account)
    .nullish(),
  customerName: z
    .string({ error: M.customerName })
    .trim()
    .max(100, M.customerName)
    .nullish()
    .describe('A new account: the customer, required unless accountId names an existing one.'),
  phone: z.string({ error: M.phone }).trim().max(30, M.phone).nullish(),
  expectedLeft,
  approval: correctionApproval.nullish(),
});
export type OpenAccountBody = z.infer<typeof openAccountBody>;

export const walkoutResult = z.object({
  orderIds: z.array(z.string()),
  left: z.number().int().describe('What was left unpaid and is now closed, kuruş.'),
  approvedBy: z.string().nullable().describe('The manager who approved, null when none needed.'),
});
export type WalkoutResult = z.infer<typeof walkoutResult>;

/** GET /staff/open-accounts: one customer's account and what it owes (from the bills); open ones first. */
export const openAccountSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z
    .string()
    .nullable()
    .describe('When its last unpaid kuruş was paid; null while it owes (ADR 079).'),
  owed: z.number().int().describe('What its orders’ bills leave unpaid, kuruş; 0 once settled.'),
  orders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.number().int(),
      table: z.string(),
      movedAt: z.string(),
      left: z.number().int().describe('What this order’s bill leaves unpaid, kuruş.'),
    }),
  ),
});
export type OpenAccount = z.infer<typeof openAccountSchema>;
