import { z } from 'zod';
import {
  correctionReasonFields,
  hasReason,
  REASON_MESSAGES,
} from '../corrections/correction-reasons.schemas.ts';
import { correctionApproval } from '../corrections/corrections.schemas.ts';
import { PRODUCT_ID_MESSAGE } from '../ids.ts';

/**
 * A staff discount (issue 32 §2, ADR 074): the request the table panel and the waiter's phone
 * send. The server prices it with the one bill model and refuses a figure nobody saw.
 */
export const STAFF_DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type StaffDiscountKindName = (typeof STAFF_DISCOUNT_KINDS)[number];

export const giveDiscountBodySchema = z
  .object({
    lineId: z
      .string()
      .regex(/^[0-9a-f]{24}$/, PRODUCT_ID_MESSAGE)
      .nullish()
      .describe('The order line; absent or null: the whole order.'),
    kind: z.enum(STAFF_DISCOUNT_KINDS, { error: 'rules.staffDiscount.kind' }),
    value: z
      .number({ error: 'rules.staffDiscount.notANumber' })
      .int('rules.staffDiscount.notWhole')
      .positive('rules.staffDiscount.notPositive')
      .describe('Whole percent (1 … 100) or kuruş.'),
    // NOTE: a reason of the business's discount list and/or free text, like a void's
    // (contract rule 5); the server stores the label, then the text.
    ...correctionReasonFields,
    expectedTotal: z
      .number()
      .int()
      .nonnegative()
      .describe('The bill total the screen showed: 409 with the new total when it changed.'),
    approval: correctionApproval
      .nullish()
      .describe("A manager's approval, when a waiter's discount needs one (ADR 073)."),
  })
  .refine((body) => body.kind !== 'percent' || body.value <= 100, {
    message: 'rules.staffDiscount.percentRange',
    path: ['value'],
  })
  .refine(hasReason, { message: REASON_MESSAGES.reasonRequired, path: ['reason'] });
export type GiveDiscountBody = z.infer<typeof giveDiscountBodySchema>;

export const removeDiscountQuerySchema = z.object({
  expectedTotal: z.coerce
    .number()
    .int()
    .nonnegative()
    .describe('The bill total the screen showed: 409 with the new total when it changed.'),
});
