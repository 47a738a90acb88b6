// Corrections after an order is placed (issue 32 §1): void and ikram per line, staff discounts
// and walk-outs. A waiter's correction above the owner's limit, or after delivery, carries a
// manager's approval typed on the same device (docs/decisions/073-…).
import { z } from 'zod';
import type { RuleId } from '../i18n/rule-text.ts';

export const CORRECTION_KINDS = ['void', 'ikram', 'discount', 'walkout'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

export const CORRECTION_FIELD_MESSAGES = {
  pin: 'rules.corrections.pin',
  approver: 'rules.corrections.approver',
  password: 'rules.corrections.password',
  limit: 'rules.corrections.limit',
} as const satisfies Record<string, RuleId>;
const M = CORRECTION_FIELD_MESSAGES;

export const approvalPin = z.string({ error: M.pin }).regex(/^\d{4,6}$/, M.pin);

/** The request body's `approval`: the owner or manager who approves, and their PIN. */
export const correctionApproval = z
  .object({
    staffId: z.string({ error: M.approver }).min(1, M.approver).max(64, M.approver),
    pin: approvalPin,
  })
  .describe('An owner or manager of the business and their approval PIN, typed on this device.');
export type CorrectionApproval = z.infer<typeof correctionApproval>;

/** PUT /staff/corrections/pin: an owner or manager sets their own PIN, confirmed by password. */
export const approvalPinBody = z.object({
  password: z.string({ error: M.password }).min(1, M.password).max(200, M.password),
  pin: approvalPin,
});
export type ApprovalPinBody = z.infer<typeof approvalPinBody>;

/** PUT /staff/corrections/limit: the owner's limit, in kuruş, for a waiter alone. */
export const approvalLimitBody = z.object({
  approvalLimit: z.number({ error: M.limit }).int(M.limit).min(0, M.limit).max(10_000_000, M.limit),
});

export const correctionSettingsResponse = z.object({
  approvalLimit: z.number().int().describe('Kuruş a waiter may correct alone before delivery.'),
  pinSet: z.boolean().describe('Whether the asker has an approval PIN.'),
});
export type CorrectionSettings = z.infer<typeof correctionSettingsResponse>;

export const approverSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['owner', 'manager']),
});
export type Approver = z.infer<typeof approverSchema>;
