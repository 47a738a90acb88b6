// Pins what the money path answers today (issue 36 §2, ADR 101), to the kuruş, for a varied
// but fixed set of orders: the cart's totals, the stored order's figures and the bill after
// staff discounts, splits by units and by shares, tips and a refund. The set is drawn once from
// a fixed seed, so a refactoring of the money path that changes any figure fails here; the
// snapshot beside this file was written before the refactoring and is never updated by hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateOrderTotals } from '../money/calculate-order-totals.ts';
import { computeBill, priceRefund, priceSelection, restOfBill, type BillInput } from './bill.ts';
import { priceOrder } from './price-order.ts';

const rate = fc.constantFrom(0, 1, 8, 10, 18, 20);
const order = fc.record({
  lines: fc.array(
    fc.record({
      price: fc.integer({ min: 0, max: 150_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      freeQuantity: fc.integer({ min: 0, max: 2 }),
      discountPercentage: fc.constantFrom(0, 10, 15, 33, 50),
      vatRate: rate,
      cancelled: fc.boolean(),
      shareCount: fc.constantFrom(0, 0, 0, 2, 3, 7),
    }),
    { minLength: 1, maxLength: 7 },
  ),
  people: fc.integer({ min: 1, max: 12 }),
  kuver: fc.integer({ min: 0, max: 9_000 }),
  kuverRate: rate,
  percentage: fc.option(fc.constantFrom(5, 10, 12.5)),
  taxIncludedInPrice: fc.boolean(),
  discount: fc.option(
    fc.record({
      line: fc.integer({ min: -1, max: 6 }),
      kind: fc.constantFrom('percent' as const, 'amount' as const),
      value: fc.integer({ min: 1, max: 40 }),
    }),
  ),
  tip: fc.constantFrom(0, 5, 10, 15),
  refundFirst: fc.boolean(),
});

const cases = fc.sample(order, { seed: 36, numRuns: 60 });

function figuresOf(o: (typeof cases)[number]) {
  const lines = o.lines.filter((line) => !line.cancelled);
  const charges = [
    { calculation: 'per_person' as const, value: o.kuver, vatRate: o.kuverRate },
    ...(o.percentage === null
      ? []
      : [{ calculation: 'percentage' as const, value: o.percentage, vatRate: 20 }]),
  ];
  const cart = calculateOrderTotals({
    lines: lines.map((line) => ({
      unitPrice: line.price,
      quantity: line.quantity,
      freeQuantity: Math.min(line.freeQuantity, line.quantity),
      discountPercentage: line.discountPercentage,
      vatRate: line.vatRate,
    })),
    serviceCharges: charges,
    personCount: o.people,
    taxIncludedInPrice: o.taxIncludedInPrice,
  });
  const stored = priceOrder({
    lines: lines.map((line, index) => ({
      unitPrice: cart.lines[index]!.chargedUnitPrice,
      unitDiscount: line.price - cart.lines[index]!.chargedUnitPrice,
      quantity: line.quantity,
      freeQuantity: Math.min(line.freeQuantity, line.quantity),
      vatRate: line.vatRate,
    })),
    charges,
    personCount: o.people,
    taxIncludedInPrice: o.taxIncludedInPrice,
  });
  return { cart, stored };
}

function billOf(o: (typeof cases)[number], serviceCharges: number[]) {
  const input: BillInput = {
    taxIncludedInPrice: o.taxIncludedInPrice,
    lines: o.lines.map((line, index) => ({
      id: `l${index}`,
      name: `Ürün ${index}`,
      quantity: line.quantity,
      freeQuantity: Math.min(line.freeQuantity, line.quantity),
      unitPrice: line.price - Math.floor((line.price * line.discountPercentage) / 100),
      unitDiscount: Math.floor((line.price * line.discountPercentage) / 100),
      vatRate: line.vatRate,
      cancelled: line.cancelled,
      shareCount: line.shareCount,
    })),
    charges: serviceCharges.map((amount, index) => ({
      id: `c${index}`,
      name: `Ücret ${index}`,
      amount,
      vatRate: index === 0 ? o.kuverRate : 20,
    })),
    payments: [],
    staffDiscounts: o.discount
      ? [
          {
            id: 'd0',
            lineId: o.discount.line < 0 ? null : `l${o.discount.line % o.lines.length}`,
            kind: o.discount.kind,
            value: o.discount.kind === 'percent' ? o.discount.value : o.discount.value * 100,
            reason: 'Müdavim',
          },
        ]
      : [],
    refunds: [],
  };
  const payments = input.payments as BillInput['payments'][number][];
  const pay = (selection: Parameters<typeof priceSelection>[1]) => {
    const price = priceSelection(input, selection, o.tip);
    payments.push({
      id: `p${payments.length}`,
      method: 'cash',
      tip: price.tip,
      lines: price.lines,
      charges: price.charges,
      shares: price.shares,
    });
    return [price.amount, price.tip, price.vatTotal];
  };
  const first = computeBill(input);
  // The first diner pays one unit of every unsplit line and share 1 of every shared line.
  const split = pay({
    lines: Object.fromEntries(first.lines.map((line) => [line.id, 1])),
    shares: Object.fromEntries(first.lines.map((line) => [line.id, [1]])),
    charges: first.charges.slice(0, 1).map((charge) => charge.id),
  });
  const refund = o.refundFirst
    ? priceRefund(input, { ...payments[0]!, paymentId: 'p0', shares: payments[0]!.shares ?? [] })
    : null;
  if (refund) (input.refunds as unknown[]).push({ ...refund, id: 'r0', afterPayments: 1 });
  const rest = pay(restOfBill(computeBill(input)));
  const bill = computeBill(input);
  return {
    split,
    rest,
    refunded: refund ? [refund.amount, refund.tip] : null,
    lines: bill.lines.map((line) => [
      line.amount,
      line.staffDiscount,
      line.discount,
      line.paidQuantity,
      ...line.shares.map((share) => share.amount),
    ]),
    vat: bill.vat.map((entry) => [entry.rate, entry.base, entry.vat]),
    payments: bill.payments.map((payment) => [
      payment.amount,
      payment.tip,
      ...payment.vat.flatMap((entry) => [entry.rate, entry.vat]),
    ]),
    totals: [
      bill.subtotal,
      bill.discountTotal,
      bill.staffDiscountTotal,
      bill.serviceChargeTotal,
      bill.vatTotal,
      bill.total,
      bill.paid,
      bill.tips,
      bill.refunded,
      bill.left,
    ],
    settled: bill.settled,
  };
}

describe("today's money path, pinned (ADR 101)", () => {
  it.each(cases.map((o, index) => [index, o] as const))('order %i', (_, o) => {
    const { cart, stored } = figuresOf(o);
    // One line of JSON per order keeps the snapshot readable in a diff.
    const figures = {
      cart: {
        lines: cart.lines.map((line) => [line.chargedQuantity, line.total, line.discountAmount]),
        vat: cart.vatByRate.map((group) => [group.vatRate, group.amount, group.vat]),
        charges: cart.serviceCharges,
        totals: [cart.subtotal, cart.discountTotal, cart.vatTotal, cart.total],
      },
      stored: {
        lines: stored.lines.map((line) => [line.lineTotal, line.vatAmount, line.discountAmount]),
        totals: [stored.discountTotal, stored.totals.vatTotal, stored.totals.total],
      },
      bill: billOf(o, cart.serviceCharges),
    };
    expect(JSON.stringify(figures)).toMatchSnapshot();
  });
});
