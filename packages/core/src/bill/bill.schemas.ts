import { z } from 'zod';

/**
 * The JSON of the one bill model (bill.ts, ADR 027): the server answers it with an order, with
 * `GET /orders/{id}/bill` and with the staff's table and payment screens, and every screen
 * shows these figures as they are. Money is integer kuruş; rates are whole percents.
 */
const kurus = (description: string) => z.number().int().describe(`Kuruş. ${description}`);
const vat = z.object({
  rate: z.number().int().describe('Whole percent.'),
  base: kurus('What is taxed at this rate, as priced.'),
  vat: kurus('Rounded once for the rate.'),
});

export const billSchema = z.object({
  taxIncludedInPrice: z
    .boolean()
    .describe('True: VAT is inside the prices (shown "(dahil)"); false: added on top.'),
  lines: z.array(
    z.object({
      id: z.string().describe('The order item.'),
      name: z.string(),
      nameEn: z.string().describe("The dish's English name as ordered; '' when none (ADR 060)."),
      quantity: z.number().int(),
      freeQuantity: z.number().int().describe('Included in a service charge: free.'),
      chargedQuantity: z.number().int().describe('quantity − freeQuantity; 0 when cancelled.'),
      unitPrice: kurus('One charged unit after its discount.'),
      amount: kurus('chargedQuantity × unitPrice: inside the subtotal.'),
      staffDiscount: kurus(
        "What staff discounts took off the line (its own and its part of the order's, ADR 074).",
      ),
      discount: kurus('Discount on the charged units.'),
      campaignDiscount: kurus(
        "The order campaign's part of discount: amount + campaignDiscount is the line at menu prices.",
      ),
      vatRate: z.number().int(),
      cancelled: z.boolean(),
      ikram: z.boolean().describe('Given as ikram: unitPrice 0, VAT with it (ADR 073).'),
      paidQuantity: z.number().int().describe('Charged units paid.'),
      leftQuantity: z.number().int().describe('Charged units still to pay.'),
      dueQuantity: z
        .number()
        .int()
        .describe('What the rest of the bill covers: leftQuantity less approved splits.'),
      availableQuantity: z
        .number()
        .int()
        .describe('What a new split may take: dueQuantity less units held by pending splits.'),
      options: z.array(z.string()).describe('The option choices the diner made.'),
      extras: z.array(z.string()).describe('The extras the diner added.'),
      optionsEn: z.array(z.string()).describe('The choices in English, each else the Turkish.'),
      extrasEn: z.array(z.string()).describe('The extras in English, each else the Turkish.'),
      shareCount: z
        .number()
        .int()
        .describe('Diners the line is shared among (ADR 048); 0 when it is not shared.'),
      shares: z
        .array(
          z.object({
            index: z.number().int().describe('1 … shareCount; share 1 carries the extra kuruş.'),
            amount: kurus(
              'What this share costs; the shares add up to the line less its staff discount.',
            ),
            paid: z.boolean(),
            due: z.boolean().describe('Not paid nor in an approved request.'),
            available: z.boolean().describe('Due and not held by a pending request.'),
          }),
        )
        .describe('The shares of a shared line, share 1 first; empty when not shared.'),
    }),
  ),
  charges: z.array(
    z.object({
      id: z.string().describe('The order service charge.'),
      name: z.string(),
      nameEn: z.string().describe("The charge's English name; '' when none (ADR 060)."),
      amount: kurus('Priced like a line.'),
      vatRate: z.number().int(),
      paid: z.boolean(),
      due: z.boolean().describe('Not paid nor in an approved split: the rest of the bill pays it.'),
      available: z
        .boolean()
        .describe('Due and not asked for by a pending split: a new split may include it.'),
    }),
  ),
  subtotal: kurus('Sum of line amounts.'),
  discountTotal: kurus('Already taken off the subtotal.'),
  campaignTotal: kurus("The order campaign's part of discountTotal (issue 30: its own row)."),
  serviceChargeTotal: kurus('Sum of the charges.'),
  staffDiscounts: z
    .array(
      z.object({
        id: z.string(),
        lineId: z.string().nullable().describe('The line it is on; null: the whole order.'),
        kind: z.enum(['percent', 'amount']),
        value: z.number().int().describe('Whole percent, or kuruş.'),
        reason: z.string(),
        amount: kurus('What it took off.'),
      }),
    )
    .describe('Staff discounts in the order given (ADR 074), each its own row on the bill.'),
  staffDiscountTotal: kurus('Sum of staffDiscounts; taken off the subtotal, apart from campaigns.'),
  vat: z.array(vat).describe('By rate over lines (after staff discounts) and charges.'),
  vatTotal: kurus('Sum of vat.'),
  total: kurus(
    'subtotal − staff discounts + service charges (+ VAT when added on top). Never a tip.',
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      method: z.string(),
      lines: z.array(z.object({ lineId: z.string(), quantity: z.number().int() })),
      charges: z.array(z.string()),
      shares: z
        .array(z.object({ lineId: z.string(), index: z.number().int() }))
        .describe('Shares of shared lines it paid (ADR 048).'),
      itemsAmount: kurus('What its lines cost: the base of its tip.'),
      chargesAmount: kurus('What its charges cost.'),
      vat: z.array(vat).describe("This payment's share of the VAT."),
      amount: kurus('Paid for the meal, tip apart.'),
      tip: kurus('The tip it carried.'),
      createdAt: z.string().optional(),
    }),
  ),
  paid: kurus('Sum of payment amounts, tips apart.'),
  tips: kurus('Sum of the tips paid, less the tips refunded.'),
  refunds: z
    .array(
      z.object({
        id: z.string(),
        paymentId: z.string().describe('The payment it gave back from.'),
        afterPayments: z.number().int().describe('Payments recorded before it.'),
        lines: z.array(z.object({ lineId: z.string(), quantity: z.number().int() })),
        charges: z.array(z.string()),
        shares: z.array(z.object({ lineId: z.string(), index: z.number().int() })),
        vat: z.array(vat).describe('The VAT it gave back.'),
        amount: kurus('What its payment priced what it gave back at, tip apart.'),
        tip: kurus('Of its payment’s tip, given back.'),
        createdAt: z.string().optional(),
      }),
    )
    .describe('Refunds in the order given (issue 34): their units are due again.'),
  refunded: kurus('Sum of refund amounts, tips apart.'),
  left: kurus('total − paid + refunded.'),
  settled: z.boolean().describe('Every charged unit and every charge is paid.'),
});
export type BillResponse = z.infer<typeof billSchema>;
