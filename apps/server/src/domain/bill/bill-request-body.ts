import { MAX_SHARES, MIN_SHARES } from '@masa/core/bill/shares';
import { z } from 'zod';
import { PAYMENT_METHODS } from '../../db/schema/enums.ts';
import { businessIdSchema, orderIdSchema, tableId } from '../../lib/id-schemas.ts';
import { fieldMessage } from '../../i18n/say.ts';

/**
 * Body of POST /orders/{orderId}/request-bill and its aliases (001 §3 Bill-request payload and
 * its split variant). Unknown fields are kept and ignored. What the request costs is always
 * computed by the server: amounts sent by a client (splitDetails amounts aside, which are
 * stored as the diners' own note) are never used.
 */
export const billRequestBody = z
  .looseObject({
    businessId: businessIdSchema.optional().describe("When given, must be the order's business."),
    tableId: tableId().optional().describe("When given, must be the order's table."),
    orderId: orderIdSchema.optional().describe('When given, must be the order of the path.'),
    userId: z.unknown().optional().describe('Ignored: the request is the signed-in diner’s.'),
    timestamp: z.unknown().optional().describe("Ignored: the server's clock is used."),
    mode: z
      .enum(['full', 'equal', 'split'], { error: 'Geçersiz hesap isteği türü' })
      .optional()
      .describe('full (pay all, default), equal (split equally), split (chosen items).'),
    peopleCount: z
      .unknown()
      .optional()
      .describe('Equal split: people sharing the bill; lower than 2 or invalid becomes 2.'),
    tipPercentage: z
      .number({ error: fieldMessage('tipOptions') })
      .default(0)
      .describe('0, 5, 10, 15 or 20 on every screen (001 §9, ADR 027).'),
    paymentMethod: z
      .enum(PAYMENT_METHODS, { error: fieldMessage('paymentMethodInvalid') })
      .optional()
      .describe('One the business accepts; required on a split, never online there.'),
    requestDetails: z
      .object({
        appVersion: z.string().max(40).optional(),
        deviceType: z.string().max(40).optional(),
        requestTime: z.string().max(64).optional(),
      })
      .optional(),
    isSplitBill: z.boolean().optional().describe('true: the split variant (same as mode split).'),
    selectedItems: z
      .record(
        z.string().max(64),
        z
          .number({ error: fieldMessage('quantityInvalid') })
          .int(fieldMessage('quantityInvalid'))
          .min(0, fieldMessage('quantityInvalid')),
      )
      .refine((items) => Object.keys(items).length <= 100, fieldMessage('itemNotInOrder'))
      .optional()
      .describe('Split: order item id → units to pay (001 §3).'),
    selectedCharges: z
      .array(z.string().max(64), { error: fieldMessage('chargeNotInOrder') })
      .max(20, fieldMessage('chargeNotInOrder'))
      .optional()
      .describe(
        "Split: ids of the order's service charges (the kuver) paid whole with these units (issue 20).",
      ),
    selectedShares: z
      .record(
        z.string().max(64),
        z
          .number({ error: fieldMessage('shareCountInvalid') })
          .int(fieldMessage('shareCountInvalid'))
          .min(MIN_SHARES, fieldMessage('shareCountInvalid'))
          .max(MAX_SHARES, fieldMessage('shareCountInvalid')),
      )
      .refine((items) => Object.keys(items).length <= 20, fieldMessage('itemNotInOrder'))
      .optional()
      .describe(
        'Split: order item id → diners the line is shared among (2–10, ADR 048): the request pays one share of each; a line already shared is asked for with its count.',
      ),
    splitDetails: z
      .array(
        z.looseObject({
          userId: z.string().max(64).nullish(),
          amount: z.number().int().min(0).max(100_000_000),
          name: z.string().max(100).default(''),
        }),
      )
      .max(20)
      .optional()
      .describe("Split: the diners' own note of who pays what, stored as sent."),
  })
  .default({ tipPercentage: 0 });
export type BillRequestBody = z.infer<typeof billRequestBody>;

/** The split variant: isSplitBill true or mode 'split'; without either, sending selectedItems. */
export function isSplitRequest(body: BillRequestBody): boolean {
  if (body.isSplitBill !== undefined || body.mode !== undefined) {
    return body.isSplitBill === true || body.mode === 'split';
  }
  return body.selectedItems !== undefined || body.selectedShares !== undefined;
}

/**
 * The body as the Idempotency-Key compares it: without the client's clock (timestamp,
 * requestDetails.requestTime), which a retry of the same request may send anew.
 */
export function idempotentView(body: BillRequestBody): object {
  const { timestamp: _timestamp, requestDetails, ...rest } = body;
  const { requestTime: _requestTime, ...details } = requestDetails ?? {};
  return { ...rest, requestDetails: details };
}
