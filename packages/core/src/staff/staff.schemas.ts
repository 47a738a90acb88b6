import { z } from 'zod';
import type { RuleId } from '../i18n/rule-text.ts';

/** Forms of the staff app, validated the same way by the server's staff routes. */
const required = 'rules.signIn.required' satisfies RuleId;

export const staffLoginSchema = z.object({
  email: z.string({ error: required }).trim().min(1, required).max(200),
  password: z.string({ error: required }).min(1, required).max(200),
  /** "Remember this device": false keeps the session for this browser session only (ADR 016). */
  remember: z.boolean().optional(),
});
export type StaffLoginInput = z.infer<typeof staffLoginSchema>;

/** Why an order was cancelled: posted to the order's thread, so the diner reads it. */
export const cancelReasonSchema = z
  .string()
  .trim()
  .min(1, 'rules.cancel.reasonEmpty')
  .max(200, 'rules.cancel.reasonTooLong');

export const cancelOrderSchema = z.object({ reason: cancelReasonSchema });
