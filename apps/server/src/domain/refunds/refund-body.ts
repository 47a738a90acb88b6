import { billSchema } from '@masa/core/bill/bill.schemas';
import { ORDER_MESSAGES } from '@masa/core/orders/order.schemas';
import { z } from 'zod';
import { entityId, productIdSchema } from '../../lib/id-schemas.ts';
import { orderResponse } from '../orders/order-response.ts';
import { fieldMessage } from '../../i18n/say.ts';

/** POST /staff/payments/{paymentId}/refunds (issue 34, ADR 084). */
export const refundPaymentBody = z.object({
  items: z
    .array(
      z.object({
        lineId: productIdSchema,
        quantity: z.number().int().min(1, ORDER_MESSAGES.quantityMin).max(999),
      }),
    )
    .max(200)
    .default([])
    .describe('Units of lines the payment paid, given back (its last units of each line).'),
  charges: z
    .array(entityId('Geçersiz ücret kimliği'))
    .max(50)
    .default([])
    .describe('Service charges the payment paid, given back.'),
  shares: z
    .array(
      z.object({
        lineId: productIdSchema,
        index: z.number().int().min(1).max(10),
      }),
    )
    .max(50)
    .default([])
    .describe('Shares of shared lines the payment paid (ADR 048), given back.'),
  tip: z.boolean().default(false).describe("Give the payment's tip back too."),
  reason: z
    .string({ error: fieldMessage('refundReasonRequired') })
    .trim()
    .min(1, fieldMessage('refundReasonRequired'))
    .max(200, fieldMessage('refundReasonTooLong')),
});
export type RefundPaymentBody = z.infer<typeof refundPaymentBody>;

export const refundResponse = z.object({
  id: z.string(),
  paymentId: z.string(),
  amount: z.number().int().describe('Kuruş given back for the meal, tip apart.'),
  tipAmount: z.number().int().describe('Kuruş of the tip given back.'),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number().int() })),
  charges: z.array(z.string()),
  shares: z.array(z.object({ lineId: z.string(), index: z.number().int() })),
  providerRefundId: z.string().nullable().describe("The provider's reference; null: no provider."),
  reason: z.string(),
  createdAt: z.string(),
});
export type RefundResponse = z.infer<typeof refundResponse>;

export const refundResult = z.object({
  refund: refundResponse,
  order: orderResponse,
  bill: billSchema.describe('The bill after the refund: its units are due again.'),
});
