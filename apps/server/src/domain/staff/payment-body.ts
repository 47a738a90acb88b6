import { z } from 'zod';
import { PAYMENT_METHODS } from '../../db/schema/enums.ts';
import type { payments } from '../../db/schema/index.ts';
import { entityId } from '../../lib/id-schemas.ts';

/** POST /staff/orders/{id}/payments. */
export const recordPaymentBody = z.object({
  items: z
    .array(
      z.object({
        itemId: entityId('Geçersiz ürün kimliği'),
        quantity: z.number().int().min(1, 'Adet en az 1 olmalıdır').max(999),
      }),
    )
    .max(200)
    .default([])
    .describe(
      "Units paid per line. Empty: the split request's lines when splitBillRequestId is given, otherwise every unit still unpaid.",
    ),
  method: z.enum(PAYMENT_METHODS),
  tip: z
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .default(0)
    .describe('Kuruş, kept apart from the total.'),
  billRequestId: entityId('Geçersiz istek kimliği').optional(),
  splitBillRequestId: entityId('Geçersiz istek kimliği').optional(),
});
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>;

export const paymentResponse = z.object({
  id: z.string(),
  orderItemId: z
    .string()
    .nullable()
    .describe('Null: what item payments did not cover (service charges, rounding).'),
  quantity: z.number().int().nullable(),
  amount: z.number().int().describe('Kuruş, tip excluded.'),
  tipAmount: z.number().int(),
  method: z.string(),
  billRequestId: z.string().nullable(),
  splitBillRequestId: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentResponse = z.infer<typeof paymentResponse>;

export function serializePayment(row: typeof payments.$inferSelect): PaymentResponse {
  return {
    id: row.id,
    orderItemId: row.orderItemId,
    quantity: row.quantity,
    amount: row.amount,
    tipAmount: row.tipAmount,
    method: row.method,
    billRequestId: row.billRequestId,
    splitBillRequestId: row.splitBillRequestId,
    createdAt: row.createdAt.toISOString(),
  };
}
