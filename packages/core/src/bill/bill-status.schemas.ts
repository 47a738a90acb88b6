import { z } from 'zod';
import { orderResponse } from '../orders/order-response.schemas.ts';
import { billSchema } from './bill.schemas.ts';

/** 001 §9 payment method keys, listed when the business accepts them. */
export const paymentMethodKeySchema = z.enum([
  'cash',
  'credit_card',
  'online',
  'sodexo',
  'mutlinet',
]);
export type PaymentMethodKey = z.infer<typeof paymentMethodKeySchema>;

const kurus = (description: string) => z.number().int().describe(`Kuruş. ${description}`);

/** GET /orders/{orderId}/bill: everything the bill dialog and the split screen show. */
export const billStatusResponse = z.object({
  orderId: z.string(),
  orderNumber: z.number().int(),
  businessId: z.string(),
  tableId: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  isPaid: z.boolean(),
  billRequested: z.boolean(),
  allPaid: z
    .boolean()
    .describe(
      "No item left to pay (paid or in approved splits): the web shows 'Tüm Ürünler Ödendi'.",
    ),
  taxIncludedInPrice: z.boolean(),
  article51: z
    .boolean()
    .describe(
      'The business declared İş Kanunu article 51 (ADR 092), which alone lets it ask a service, table or cover charge: the bill says so in a line.',
    ),
  paymentMethods: z
    .array(paymentMethodKeySchema)
    .describe('Accepted by the business and taken by the server (ADR 063), in order.'),
  splitPaymentMethods: z.array(paymentMethodKeySchema).describe('The same without online.'),
  tipOptions: z.array(z.number().int()),
  splitTipOptions: z.array(z.number().int()),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      nameEn: z.string().describe("English name as ordered; '' when none (ADR 060)."),
      status: z.string(),
      quantity: z.number().int(),
      freeQuantity: z.number().int(),
      unitPrice: kurus('One charged unit, after the discount.'),
      vatRate: z.number().int().describe('Whole percent.'),
      isPaid: z.boolean(),
      paidQuantity: z.number().int().describe('Charged units paid.'),
      approvedQuantity: z.number().int().describe('Units in approved split requests.'),
      pendingQuantity: z
        .number()
        .int()
        .describe('Units held by split requests awaiting the business (for 15 minutes at most).'),
      remainingQuantity: z
        .number()
        .int()
        .describe(
          '001 §4: charged units not paid nor in an approved split (the bill line dueQuantity); free units are never due.',
        ),
      availableQuantity: z
        .number()
        .int()
        .describe('What a new split may take: remainingQuantity less the pending units.'),
      dinerName: z
        .string()
        .nullable()
        .describe(
          "The diner of the table's sitting who added the line (ADR 043), if known; null for a diner without a name (dinerGuestNumber).",
        ),
      dinerGuestNumber: z
        .number()
        .int()
        .nullable()
        .describe("The line's diner has no name: the app labels them ('Misafir 1', 'Guest 1')."),
      isMine: z
        .boolean()
        .describe(
          "The caller's line: added from the caller's phone or account, or, for a line without a diner, of the caller's own order. 'Pay my items' selects these.",
        ),
      placedByStaff: z.boolean().describe('A waiter entered the line (issue 31 §6).'),
    }),
  ),
  bill: billSchema,
  subtotal: kurus("The bill's subtotal."),
  serviceChargeTotal: kurus("The bill's service charges (paid with the rest of the bill)."),
  total: kurus("The bill's total, tips apart."),
  remainingAmount: kurus(
    'What the rest of the bill costs now (units due and unpaid service charges), tip excluded; 0 once the order is paid.',
  ),
  splitRequests: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      paid: z
        .boolean()
        .describe('An approved request whose payment the staff recorded (ADR 027): it is paid.'),
      isMine: z.boolean(),
      paymentMethod: z.string(),
      tipPercentage: z.number().int(),
      selectedItems: z.record(z.string(), z.number().int()),
      selectedCharges: z.array(z.string()).describe('Service charges it pays whole (the kuver).'),
      amount: kurus('Tip excluded.'),
      tip: kurus(''),
      total: kurus(''),
      createdAt: z.string(),
    }),
  ),
});
export type BillStatusResponse = z.infer<typeof billStatusResponse>;

/** A pay-all or equal-split request (001 §3 Bill-request payload), as answered. */
export const billRequestResponse = z.object({
  id: z.string(),
  _id: z.string(),
  orderId: z.string(),
  businessId: z.string(),
  tableId: z.string().nullable(),
  mode: z.enum(['full', 'equal']),
  peopleCount: z.number().int().nullable().describe('Equal split: at least 2.'),
  paymentMethod: z.string().nullable(),
  tipPercentage: z.number().int(),
  status: z.string(),
  subtotal: kurus('Items still due, as priced (VAT included unless prices exclude it).'),
  vatTotal: kurus("VAT of what is due (its share of the bill's VAT by rate)."),
  serviceChargeTotal: kurus('Service charges still unpaid.'),
  amount: kurus('What is due, tip excluded: items + unpaid service charges (+ VAT added on top).'),
  tip: kurus('tipPercentage of subtotal (the items).'),
  total: kurus('amount + tip.'),
  perPerson: z
    .array(z.number().int())
    .describe('Equal split: whole-kuruş parts adding up to total.'),
  createdAt: z.string(),
  order: orderResponse,
});
export type BillRequestResponse = z.infer<typeof billRequestResponse>;

/** A split request (001 §3 split variant), as answered. */
export const splitRequestResponse = z.object({
  id: z.string(),
  _id: z.string(),
  orderId: z.string(),
  businessId: z.string(),
  isSplitBill: z.literal(true),
  status: z.enum(['pending', 'approved', 'rejected']),
  paymentMethod: z.string(),
  tipPercentage: z.number().int(),
  selectedItems: z.record(z.string(), z.number().int()),
  items: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      nameEn: z.string().describe("English name as ordered; '' when none (ADR 060)."),
      quantity: z.number().int(),
      unitPrice: kurus('One unit.'),
    }),
  ),
  selectedCharges: z.array(z.string()).describe('Service charges paid whole with the units.'),
  charges: z.array(
    z.object({
      chargeId: z.string(),
      name: z.string(),
      nameEn: z.string().describe("English name as ordered; '' when none (ADR 060)."),
      amount: kurus('As priced, whole.'),
    }),
  ),
  shares: z
    .array(
      z.object({
        itemId: z.string(),
        name: z.string(),
        nameEn: z.string().describe("English name as ordered; '' when none (ADR 060)."),
        shareCount: z.number().int().describe('Diners the line is shared among.'),
        shareIndex: z.number().int().describe('Which share: 1 carries the extra kuruş.'),
      }),
    )
    .describe('Shares of shared lines the request pays, one of each (ADR 048).'),
  subtotal: kurus('The chosen units and shares, as priced.'),
  vatTotal: kurus("VAT of the chosen units (their share of the bill's VAT by rate)."),
  vat: billSchema.shape.vat,
  amount: kurus('subtotal + VAT added on top; tip excluded.'),
  tip: kurus('tipPercentage of subtotal.'),
  total: kurus('amount + tip: what this diner pays.'),
  splitDetails: z
    .array(z.object({ userId: z.string().nullable(), amount: z.number(), name: z.string() }))
    .nullable(),
  createdAt: z.string(),
});
export type SplitRequestResponse = z.infer<typeof splitRequestResponse>;
