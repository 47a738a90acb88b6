// A diner's online payment (issue 34, ADR 084): what the phone sends to open the provider's
// hosted form, and the intent it follows live until it is paid or says why not.
import { z } from 'zod';

export const PAYMENT_INTENT_STATUSES = [
  'created',
  'requires_action',
  'processing',
  'succeeded',
  'failed',
  'cancelled',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

/** The tips a diner may pick on the payment page (001 §9). */
export const INTENT_TIP_PERCENTAGES = [0, 5, 8, 10, 15, 20] as const;

const id = z.string().min(1).max(64);

/** What the intent pays: the rest of the bill, chosen units/charges/shares, or an approved split. */
export const paymentIntentPay = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rest') }),
  z.object({
    kind: z.literal('items'),
    items: z
      .array(z.object({ lineId: id, quantity: z.number().int().min(1).max(999) }))
      .max(200)
      .default([]),
    charges: z.array(id).max(50).default([]),
    shares: z
      .array(
        z.object({
          lineId: id,
          index: z.number().int().min(1).max(10),
          shareCount: z.number().int().min(2).max(10),
        }),
      )
      .max(20)
      .default([]),
  }),
  z.object({ kind: z.literal('split'), splitBillRequestId: id }),
]);
export type PaymentIntentPay = z.infer<typeof paymentIntentPay>;

/** POST /api/orders/{orderId}/payment-intents. */
export const createPaymentIntentBody = z.object({
  pay: paymentIntentPay,
  tipPercentage: z
    .number()
    .int()
    .refine((value) => (INTENT_TIP_PERCENTAGES as readonly number[]).includes(value), {
      message: 'rules.payment.tipRate',
    })
    .default(0),
  locale: z.enum(['tr', 'en']).default('tr'),
});
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBody>;

export const paymentIntentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  amount: z.number().int().describe('Kuruş, tip apart, as the one bill model priced it.'),
  tipAmount: z.number().int(),
  currency: z.literal('TRY'),
  checkoutUrl: z.string().nullable().describe("The provider's hosted form, once it is open."),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable().describe("Why it failed, in the request's language."),
  paymentId: z.string().nullable().describe('The payment it recorded, once succeeded.'),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  twin: z.boolean().describe('The local twin stands in: no card is charged.'),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** The intent's news, to the order's room and the business's staff. */
export type PaymentIntentUpdatedEvent = { orderId: string; intent: PaymentIntent };

/** GET /api/staff/online-payments (issue 34): the business day's online payments, newest first. */
export const recentOnlinePaymentsSchema = z.object({
  payments: z.array(
    z.object({
      intent: paymentIntentSchema,
      orderNumber: z.number().int(),
      table: z.string().nullable(),
    }),
  ),
});
export type RecentOnlinePayments = z.infer<typeof recentOnlinePaymentsSchema>;
