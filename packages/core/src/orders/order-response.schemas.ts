import { z } from 'zod';
import { billSchema } from '../bill/bill.schemas.ts';
import { ALLERGENS } from '../allergens/allergen-list.ts';
import { COURSES } from './courses.ts';

/**
 * The one JSON shape of an order (001 §3 Order, Order item, Order service charge), answered by
 * every order route. All money is integer kuruş (ADR 004); VAT rates are fractions (0.1).
 * Later routes extend it (`orderResponse.extend({ … })`) rather than define another.
 */

const kurus = (description: string) => z.number().int().describe(`Kuruş. ${description}`);
const isoDate = z.string().describe('ISO 8601');

export const orderItemResponse = z.object({
  id: z.string(),
  _id: z.string(),
  orderId: z.string(),
  productId: z.string().nullable(),
  product: z
    .object({
      id: z.string(),
      _id: z.string(),
      name: z.string(),
      price: kurus('The unit price charged.'),
      vatRate: z.number(),
      businessId: z.string(),
      image: z.string().nullable(),
      description: z.string(),
    })
    .nullable(),
  name: z.string(),
  nameEn: z.string().describe("The dish's English name as ordered; '' when none (ADR 060)."),
  price: kurus('One unit after the discount, options and extras included.'),
  unitPrice: kurus('Same as price.'),
  originalPrice: kurus('One unit before the discount, options and extras included.'),
  quantity: z.number().int(),
  freeQuantity: z.number().int().describe('Units included free by a service charge.'),
  notes: z.string().nullable(),
  status: z.string(),
  vatRate: z.number().describe('Fraction: 0.1 is 10 %.'),
  isPaid: z.boolean(),
  paidQuantity: z.number().int(),
  paymentMethod: z.string().nullable(),
  isFreeProduct: z.boolean(),
  isFreeItem: z.boolean(),
  isIncludedInServiceCharge: z.boolean(),
  serviceChargeIncluded: z.boolean(),
  isServiceCharge: z.boolean(),
  selectedOptions: z
    .record(z.string(), z.array(z.string()))
    .describe('Turkish group name → Turkish choices: what the cart sent.'),
  selectedOptionsEn: z
    .record(z.string(), z.array(z.string()))
    .describe('The same in English as ordered, each name falling back to the Turkish (ADR 060).'),
  selectedAdditions: z.array(
    z.object({ name: z.string(), nameEn: z.string(), price: kurus('Per unit.') }),
  ),
  discount: z.object({ amount: kurus('Taken off this line.') }),
  lineTotal: kurus('(quantity − freeQuantity) × price.'),
  vatAmount: kurus('VAT of this line (included in lineTotal unless prices exclude VAT).'),
  seat: z.number().int().nullable().describe('The seat a waiter noted for the line (issue 31).'),
  placedByStaff: z.boolean().describe('A waiter entered the line (issue 31 §6, ADR 070).'),
  ikram: z
    .boolean()
    .describe('Given as ikram: price 0, originalPrice the menu price (issue 32, ADR 073).'),
  createdAt: isoDate,
});
export type OrderItemResponse = z.infer<typeof orderItemResponse>;

export const orderServiceChargeResponse = z.object({
  id: z.string(),
  serviceChargeId: z.string().nullable(),
  type: z.string(),
  name: z.string(),
  nameEn: z.string().describe("As charged, in English; '' when none (ADR 060)."),
  description: z.string(),
  descriptionEn: z.string(),
  quantity: z.number().int(),
  calculatedAmount: kurus('VAT included.'),
});

export const orderResponse = z.object({
  id: z.string(),
  _id: z.string(),
  orderNumber: z
    .number()
    .int()
    .describe("Counts the business's orders from 1; a failed write may leave a number unused."),
  status: z.string(),
  paymentStatus: z.string(),
  isPaid: z.boolean(),
  isCancelled: z.boolean(),
  business: z.object({ id: z.string(), _id: z.string(), name: z.string() }),
  businessId: z.string(),
  table: z.object({
    id: z.string(),
    _id: z.string(),
    name: z.string(),
    number: z.number().int(),
    seats: z
      .number()
      .int()
      .describe(
        'The seats the table has; personCount above it is a party larger than its table (ADR 065).',
      ),
  }),
  tableId: z.string(),
  tableSessionId: z.string().nullable(),
  userId: z.string().nullable(),
  customer: z.object({
    userId: z.string().nullable(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  personCount: z.number().int(),
  isResponsible: z.boolean(),
  orderType: z.enum(['immediate', 'scheduled']),
  scheduledFor: isoDate.nullable(),
  schedulingNotes: z.string().nullable(),
  notes: z.string().nullable(),
  avoidedAllergens: z
    .array(z.enum(ALLERGENS))
    .describe(
      "The diner's allergy note (issue 21 §5, ADR 045): the allergens they avoided when placing the order, kept as they were. Shown only to that diner and the business's staff; empty for anyone else.",
    ),
  items: z.array(orderItemResponse),
  subtotal: kurus('bill.subtotal: the line amounts, after discounts.'),
  discountTotal: kurus('bill.discountTotal: already taken off the subtotal.'),
  vatAmount: kurus('bill.vatTotal: VAT of lines and service charges, rounded once per rate.'),
  serviceChargeTotal: kurus('bill.serviceChargeTotal.'),
  tip: kurus('bill.tips: the tips the payments carried.'),
  tipPercentage: z.number().int().describe('Not used since ADR 027 (tips belong to payments).'),
  total: kurus('bill.total: subtotal + service charges (+ VAT added on top); never a tip.'),
  bill: billSchema.describe('The one bill model (ADR 027): every screen shows these figures.'),
  paidByYou: z
    .object({ paid: kurus('Paid for the meal, tips apart.'), tips: kurus('The tips inside.') })
    .optional()
    .describe(
      "GET /orders/user only (ADR 058): what the asking diner paid on this order, her own part; bill.paid is the whole table's.",
    ),
  serviceCharges: z.array(orderServiceChargeResponse),
  discounts: z
    .array(
      z.object({
        type: z.string().describe("'campaign': the campaign of the code the diner typed."),
        code: z.string().nullable(),
        description: z.string(),
        nameEn: z.string().describe("The campaign's English title as ordered; '' when none."),
        amount: kurus('Inside the lines’ unit prices: already taken off the subtotal.'),
      }),
    )
    .describe('001 §3 Order discounts (ADR 041).'),
  createdAt: isoDate,
  updatedAt: isoDate,
  confirmedAt: isoDate.nullable(),
  editableUntil: isoDate.nullable(),
  canEdit: z.boolean().describe('Not confirmed and editableUntil in the future (001 §4).'),
  isEditable: z.boolean().describe('Same as canEdit.'),
  billRequested: z.boolean(),
  waiterCalled: z.boolean(),
  receivedAt: isoDate.nullable().describe("When the staff accepted the order ('received')."),
  preparationMinutes: z
    .number()
    .int()
    .nullable()
    .describe('The longest preparation time of its open lines (products’ preparationTime).'),
  course: z
    .enum(COURSES)
    .nullable()
    .describe(
      "A waiter's order: the course it is (ADR 070, a course is an order); null for a diner's.",
    ),
  held: z
    .boolean()
    .describe('A course waiting for the waiter to fire it ("Bekliyor"): not yet for the kitchen.'),
  firedAt: isoDate.nullable().describe('When the course went to the kitchen (at once or fired).'),
  placedByStaff: z.boolean().describe('A waiter entered the order (issue 31 §6).'),
  placedBy: z
    .object({
      staffId: z.string().optional().describe('Only in the staff answers: diners never see it.'),
      name: z.string().describe("The waiter's name as it was when the order was taken."),
    })
    .nullable(),
  walkedOutAt: isoDate
    .nullable()
    .describe('Closed unpaid as a walk-out ("Ödenmedi", ADR 076): not a cancellation.'),
  openAccountId: z
    .string()
    .nullable()
    .describe("Its left amount is on a customer's open account (veresiye, ADR 076)."),
  billLabel: z
    .string()
    .nullable()
    .describe('Which of the table\'s bills it is on: null the first, "Hesap 2"… (ADR 078).'),
  expectedReadyAt: isoDate
    .nullable()
    .describe(
      'When its open lines should be ready: each from the later of receivedAt and when it was added, plus its preparation time (core orders/expected-time). Null before it is accepted.',
    ),
});
export type OrderResponse = z.infer<typeof orderResponse>;
