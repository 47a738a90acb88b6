import { MAX_SHARES, MIN_SHARES } from '@masa/core/bill/shares';
import { ORDER_MESSAGES } from '@masa/core/orders/order.schemas';
import { z } from 'zod';
import { PAYMENT_METHODS } from '../../db/schema/enums.ts';
import { entityId, productIdSchema } from '../../lib/id-schemas.ts';
import { fieldMessage } from '../../i18n/say.ts';

const SHARE_COUNT = fieldMessage('shareCountInvalid');
/** Kuruş, up to ten million lira: an amount of one payment the staff's screen showed or typed. */
const paymentKurus = z.number().int().min(0).max(1_000_000_000);

/** POST /staff/orders/{id}/payments. */
export const recordPaymentBody = z.object({
  items: z
    .array(
      z.object({
        itemId: productIdSchema,
        quantity: z.number().int().min(1, ORDER_MESSAGES.quantityMin).max(999),
      }),
    )
    .max(200)
    .default([])
    .describe('Charged units paid per line (free units are paid with their service charge).'),
  shares: z
    .array(
      z.object({
        itemId: productIdSchema,
        shareCount: z
          .number({ error: SHARE_COUNT })
          .int(SHARE_COUNT)
          .min(MIN_SHARES, SHARE_COUNT)
          .max(MAX_SHARES, SHARE_COUNT),
        index: z
          .number()
          .int()
          .min(1)
          .max(MAX_SHARES)
          .optional()
          .describe(
            'The share paid (1 … shareCount, issue 34): that very share, else 409 SHARE_PAID or SHARE_HELD. Absent: the first free share.',
          ),
      }),
    )
    .max(20)
    .default([])
    .describe(
      'One share of each line (ADR 048): a line already shared is named with its count and the share named by index (else its first free share) is paid; a line not shared nor claimed becomes shared in shareCount (2–10) and this is its share index (else 1).',
    ),
  charges: z
    .array(entityId('Geçersiz ücret kimliği'))
    .max(50)
    .default([])
    .describe('Order service charges paid.'),
  method: z.enum(PAYMENT_METHODS),
  tip: z
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .optional()
    .describe(
      'Kuruş, kept apart from the amount. Absent: the tip the bill or split request offered, else 0.',
    ),
  expectedAmount: paymentKurus
    .optional()
    .describe(
      'Kuruş, tip apart: what the screen showed. When the bill priced it differently (another payment came first) the answer is 409 PAYMENT_AMOUNT_CHANGED with the new amount.',
    ),
  received: paymentKurus
    .optional()
    .describe(
      'Kuruş: the cash handed over, when the staff typed it; the printed receipt shows it with the change (issue 33). Stored nowhere else.',
    ),
  billRequestId: entityId('Geçersiz istek kimliği').optional(),
  splitBillRequestId: entityId('Geçersiz istek kimliği')
    .optional()
    .describe('An approved split: the payment pays its lines, with its tip.'),
});
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>;

export const paymentResponse = z.object({
  id: z.string(),
  amount: z.number().int().describe('Kuruş, tip excluded, as the bill priced what it paid.'),
  tipAmount: z.number().int(),
  method: z.string(),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number().int() })),
  charges: z.array(z.string()),
  shares: z
    .array(z.object({ lineId: z.string(), shareCount: z.number().int(), index: z.number().int() }))
    .describe("The shares it paid: 'Pay index/shareCount' of the line."),
  billRequestId: z.string().nullable(),
  splitBillRequestId: z.string().nullable(),
  createdAt: z.string(),
  receipt: z
    .object({
      business: z.object({
        name: z.string(),
        address: z.string(),
        phone: z.string(),
        taxOffice: z.string().nullable(),
        taxNumber: z.string().nullable(),
        article51: z
          .boolean()
          .describe('The business declared İş Kanunu article 51 (ADR 092): the slip says so.'),
      }),
      recordedBy: z.string().nullable().describe('The staff member who took the payment.'),
      lines: z
        .array(
          z.object({ lineId: z.string(), quantity: z.number().int(), amount: z.number().int() }),
        )
        .describe("The units it paid at their price before the order's campaign (kuruş)."),
      shares: z
        .array(
          z.object({
            lineId: z.string(),
            index: z.number().int(),
            shareCount: z.number().int(),
            amount: z.number().int(),
          }),
        )
        .describe("The shares it paid at their price before the order's campaign."),
      campaign: z
        .object({ code: z.string().nullable(), title: z.string(), amount: z.number().int() })
        .nullable()
        .describe(
          'The campaign taken off what it paid, as its own line; lines less it are what the bill priced.',
        ),
      staffDiscount: z
        .object({
          amount: z.number().int().describe('Kuruş the staff discounts took off what it paid.'),
          discounts: z
            .array(
              z.object({
                reason: z.string(),
                kind: z.enum(['percent', 'amount']),
                value: z.number().int(),
              }),
            )
            .describe('The discounts on what it paid (ADR 074), as given.'),
        })
        .nullable()
        .describe(
          'Staff discounts on what it paid, as their own line: lines less the campaign and this are what the bill priced.',
        ),
    })
    .describe('The printed slip (issue 29): not a fiscal receipt.'),
});
export type PaymentReceipt = PaymentResponse['receipt'];
export type PaymentResponse = z.infer<typeof paymentResponse>;
