// Issue 19's property: over random meals, splits and the rest paid as a bill, the one bill
// model keeps paid + left = total at every step, stores the tips chosen, and its VAT by rate is
// the VAT of everything at that rate, rounded once, and the sum of the payments' shares.
// Issue 32 adds staff discounts between the payments (ADR 074): what was paid never moves,
// and the lines less the discounts are the bill. Issue 34 refunds a payment (all of it or half
// its units) after a split: the bill reopens by exactly what that payment paid for them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateOrderTotals } from '../money/calculate-order-totals.ts';
import { TIP_OPTIONS } from '../money/tip.ts';
import { vatOf } from '../money/vat-by-rate.ts';
import {
  computeBill,
  inputOfBill,
  priceRefund,
  priceSelection,
  restOfBill,
  type BillInput,
} from './bill.ts';
import { splitEqually } from './equal-split.ts';

const rate = fc.constantFrom(0, 1, 8, 10, 18, 20);
const line = fc.record({
  price: fc.integer({ min: 0, max: 200_000 }),
  optionsPrice: fc.integer({ min: 0, max: 5_000 }),
  quantity: fc.integer({ min: 1, max: 6 }),
  freeQuantity: fc.integer({ min: 0, max: 2 }),
  discountPercentage: fc.constantFrom(0, 10, 15, 33),
  vatRate: rate,
  cancelled: fc.boolean(),
  /** Given as ikram (issue 32, ADR 073): the dish stays, its price 0 and VAT with it. */
  ikram: fc.boolean(),
});
const discount = fc.record({
  /** A line's index (modulo the lines), or −1: the whole order. */
  line: fc.integer({ min: -1, max: 9 }),
  kind: fc.constantFrom('percent' as const, 'amount' as const),
  percent: fc.integer({ min: 1, max: 100 }),
  amount: fc.integer({ min: 1, max: 300_000 }),
});
const split = fc.record({
  discount: fc.option(discount),
  shares: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 10, maxLength: 10 }),
  withCharges: fc.boolean(),
  tip: fc.constantFrom(...TIP_OPTIONS),
  method: fc.constantFrom('cash', 'credit_card', 'sodexo'),
  /** Refunds the payment just made after it: all of it, half its units, or nothing. */
  refund: fc.constantFrom('none' as const, 'all' as const, 'half' as const),
});
const meal = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 10 }),
  people: fc.integer({ min: 1, max: 20 }),
  kuver: fc.integer({ min: 0, max: 10_000 }),
  kuverRate: rate,
  percentageCharge: fc.option(fc.constantFrom(5, 10, 12.5)),
  taxIncludedInPrice: fc.boolean(),
  splits: fc.array(split, { minLength: 1, maxLength: 5 }),
  billTip: fc.constantFrom(...TIP_OPTIONS),
  discounts: fc.array(discount, { maxLength: 3 }),
});

describe('one bill, any meal (issue 19)', () => {
  it('paid + left = total at every step; tips kept as chosen; VAT rounded once per rate', () => {
    fc.assert(
      fc.property(meal, (m) => {
        const orderLines = m.lines.map((l) => ({
          unitPrice: l.ikram ? 0 : l.price + l.optionsPrice,
          quantity: l.quantity,
          freeQuantity: Math.min(l.freeQuantity, l.quantity),
          discountPercentage: l.ikram ? 0 : l.discountPercentage,
          vatRate: l.vatRate,
        }));
        const charges = [
          { calculation: 'per_person' as const, value: m.kuver, vatRate: m.kuverRate },
          ...(m.percentageCharge === null
            ? []
            : [{ calculation: 'percentage' as const, value: m.percentageCharge, vatRate: 20 }]),
        ];
        // The cart's figures: calculateOrderTotals over lines that are not cancelled.
        const live = orderLines.filter((_, index) => !m.lines[index]!.cancelled);
        const totals = calculateOrderTotals({
          lines: live,
          serviceCharges: charges,
          personCount: m.people,
          taxIncludedInPrice: m.taxIncludedInPrice,
        });
        const liveTotals = live.map(
          (l) => calculateOrderTotals({ lines: [l], taxIncludedInPrice: true }).lines[0]!,
        );
        let liveIndex = 0;
        const input: BillInput = {
          taxIncludedInPrice: m.taxIncludedInPrice,
          lines: orderLines.map((l, index) => {
            const cancelled = m.lines[index]!.cancelled;
            const priced = cancelled ? undefined : liveTotals[liveIndex++];
            return {
              id: `l${index}`,
              name: `Ürün ${index}`,
              quantity: l.quantity,
              freeQuantity: l.freeQuantity,
              unitPrice: priced?.chargedUnitPrice ?? l.unitPrice,
              vatRate: l.vatRate,
              cancelled,
              ikram: m.lines[index]!.ikram,
            };
          }),
          charges: totals.serviceCharges.map((amount, index) => ({
            id: `c${index}`,
            name: `Ücret ${index}`,
            amount,
            vatRate: charges[index]!.vatRate,
          })),
          payments: [],
        };
        let bill = computeBill(input);
        // The cart, the stored order and the bill agree.
        expect(bill.total).toBe(totals.total);
        expect(bill.vatTotal).toBe(totals.vatTotal);
        expect(bill.subtotal).toBe(totals.subtotal);
        // An ikram line stays on the bill, at 0, with no VAT and no discount.
        for (const [index, l] of m.lines.entries()) {
          if (!l.ikram) continue;
          expect(bill.lines[index]).toMatchObject({ ikram: true, amount: 0, discount: 0 });
        }

        // A discount as the server allows it: on a line none of whose units is paid, on the
        // order while no unit is paid; an amount no more than what its units cost.
        const give = (d: typeof discount extends fc.Arbitrary<infer D> ? D : never) => {
          const target = d.line < 0 ? null : bill.lines[d.line % bill.lines.length]!;
          const covered = target ? [target] : bill.lines;
          // Nor on a line a payment ever paid, refunded since or not: it never reprices one.
          const everPaid = new Set(bill.payments.flatMap((p) => p.lines.map((l) => l.lineId)));
          if (covered.some((l) => l.paidQuantity > 0 || everPaid.has(l.id))) return;
          const base = covered.reduce((a, l) => a + l.amount - l.staffDiscount, 0);
          const value = d.kind === 'percent' ? d.percent : Math.min(d.amount, base);
          if (value <= 0) return;
          const before = bill;
          (input.staffDiscounts as NonNullable<BillInput['staffDiscounts']>[number][]).push({
            id: `d${input.staffDiscounts!.length}`,
            lineId: target?.id ?? null,
            kind: d.kind,
            value,
            reason: 'Müdavim',
          });
          bill = computeBill(input);
          expect(computeBill(inputOfBill(bill))).toEqual(bill);
          // What was paid never moves; the discount is what the bill lost.
          expect(bill.payments).toEqual(before.payments);
          expect(bill.paid).toBe(before.paid);
          expect(bill.staffDiscountTotal).toBe(
            before.staffDiscountTotal + bill.staffDiscounts.at(-1)!.amount,
          );
          expect(bill.staffDiscounts.at(-1)!.amount).toBeLessThanOrEqual(base);
          if (d.kind === 'amount') expect(bill.staffDiscounts.at(-1)!.amount).toBe(value);
          expect(bill.paid - bill.refunded + bill.left).toBe(bill.total);
        };
        input.staffDiscounts = [];
        for (const d of m.discounts) give(d);

        const tipsChosen: number[] = [];
        const pay = (
          selection: Parameters<typeof priceSelection>[1],
          tip: number,
          method: string,
        ) => {
          const price = priceSelection(input, selection, tip);
          tipsChosen.push(price.tip);
          (input.payments as BillInput['payments'][number][]).push({
            id: `p${input.payments.length}`,
            method,
            tip: price.tip,
            lines: price.lines,
            charges: price.charges,
          });
          const next = computeBill(input);
          // A screen given this bill prices from it exactly as from the server's input.
          expect(computeBill(inputOfBill(next))).toEqual(next);
          // What the payment was priced at is what the bill says it paid.
          expect(next.payments.at(-1)!.amount).toBe(price.amount);
          expect(next.paid).toBe(bill.paid + price.amount);
          return next;
        };
        const refunds = [] as NonNullable<BillInput['refunds']>[number][];
        input.refunds = refunds;
        const refund = (how: 'all' | 'half') => {
          const payment = bill.payments.at(-1)!;
          const parts = {
            paymentId: payment.id,
            lines: payment.lines.map((l) => ({
              ...l,
              quantity: how === 'all' ? l.quantity : Math.ceil(l.quantity / 2),
            })),
            charges: how === 'all' ? payment.charges : [],
            shares: [],
            tip: how === 'all' ? payment.tip : 0,
          };
          const priced = priceRefund(input, parts);
          refunds.push({
            ...parts,
            id: `r${refunds.length}`,
            afterPayments: input.payments.length,
          });
          const next = computeBill(input);
          expect(computeBill(inputOfBill(next))).toEqual(next);
          expect(next.refunds.at(-1)).toMatchObject({ amount: priced.amount, tip: priced.tip });
          // Given back in full, the last payment is given back to the kuruş, its tip with it.
          if (how === 'all')
            expect(priced).toMatchObject({ amount: payment.amount, tip: payment.tip });
          expect(next.left).toBe(bill.left + priced.amount);
          expect(next.payments).toEqual(bill.payments);
          return next;
        };
        for (const s of m.splits) {
          if (s.discount) give(s.discount);
          const selection = {
            lines: Object.fromEntries(
              bill.lines.map((l, index) => [
                l.id,
                Math.floor((l.leftQuantity * s.shares[index % s.shares.length]!) / 100),
              ]),
            ),
            charges: s.withCharges ? bill.charges.map((c) => c.id) : [],
          };
          bill = pay(selection, s.tip, s.method);
          if (s.refund !== 'none') bill = refund(s.refund);
          expect(bill.paid - bill.refunded + bill.left).toBe(bill.total);
          expect(bill.left).toBeGreaterThanOrEqual(0);
          expect(bill.lines.every((l) => l.leftQuantity >= 0)).toBe(true);
        }
        bill = pay(restOfBill(bill), m.billTip, 'cash');
        expect(bill).toMatchObject({ left: 0, settled: true });
        expect(bill.paid - bill.refunded).toBe(bill.total);
        const tipsRefunded = bill.refunds.reduce((a, r) => a + r.tip, 0);
        expect(bill.tips).toBe(tipsChosen.reduce((a, b) => a + b, 0) - tipsRefunded);
        expect(bill.payments.map((p) => p.tip)).toEqual(tipsChosen);

        // The lines less the discounts are the bill; no line is discounted below nothing.
        const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(sumOf(bill.lines.map((l) => l.amount - l.staffDiscount))).toBe(
          bill.subtotal - bill.staffDiscountTotal,
        );
        expect(bill.staffDiscountTotal).toBe(sumOf(bill.staffDiscounts.map((d) => d.amount)));
        for (const l of bill.lines) {
          expect(l.staffDiscount).toBeGreaterThanOrEqual(0);
          expect(l.staffDiscount).toBeLessThanOrEqual(l.amount);
        }
        expect(bill.total).toBe(
          bill.subtotal -
            bill.staffDiscountTotal +
            bill.serviceChargeTotal +
            (m.taxIncludedInPrice ? 0 : bill.vatTotal),
        );

        // VAT by rate: over lines (less their discounts) and charges, rounded once; and what the
        // payments' shares add to.
        const base = new Map<number, number>();
        for (const l of bill.lines) {
          base.set(l.vatRate, (base.get(l.vatRate) ?? 0) + l.amount - l.staffDiscount);
        }
        for (const c of bill.charges) base.set(c.vatRate, (base.get(c.vatRate) ?? 0) + c.amount);
        for (const group of bill.vat) {
          expect(group.vat).toBe(vatOf(base.get(group.rate)!, group.rate, m.taxIncludedInPrice));
          const vatAt = (vat: { rate: number; vat: number }[]) =>
            vat.filter((v) => v.rate === group.rate).reduce((a, v) => a + v.vat, 0);
          const shares = bill.payments.reduce((a, p) => a + vatAt(p.vat), 0);
          const refunded = bill.refunds.reduce((a, r) => a + vatAt(r.vat), 0);
          expect(shares - refunded).toBe(group.vat);
        }
      }),
      { numRuns: 300 },
    );
    // 300 meals with discounts take seconds on a busy two-core machine.
  }, 30_000);
  it('equal parts add up exactly to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -5, max: 30 }),
        (t, n) => {
          const parts = splitEqually(t, n);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(t);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
