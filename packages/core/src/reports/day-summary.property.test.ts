// Issue 32's property for gün sonu: over any day of meals, each paid whole in one or two parts
// by any method with any tip, the Z summary (daySummary) is the sum of the day's bills to the
// kuruş, its VAT by rate is the sum of each bill's once-rounded VAT at that rate, and the
// drawer expects the float plus what was paid in cash with its tips.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBill, type BillPaymentInput } from '../bill/bill.ts';
import { daySummary } from './day-summary.ts';

const method = fc.constantFrom('cash', 'credit_card', 'sodexo');
const meal = fc.record({
  taxIncludedInPrice: fc.boolean(),
  lines: fc.array(
    fc.record({
      unitPrice: fc.integer({ min: 0, max: 150_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      vatRate: fc.constantFrom(0, 1, 10, 20),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  split: fc.boolean(),
  methods: fc.tuple(method, method),
  tips: fc.tuple(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 5_000 })),
  waiter: fc.constantFrom('s1', 's2', null),
});

describe('daySummary over any day', () => {
  it("equals the sum of the day's bills, VAT once-rounded per bill, and the cash they took", () => {
    fc.assert(
      fc.property(
        fc.array(meal, { minLength: 0, maxLength: 8 }),
        fc.nat(100_000),
        (meals, float) => {
          const takenBy = new Map<string, { id: string; name: string } | null>();
          const bills = meals.map((m, b) => {
            const lines = m.lines.map((l, i) => ({ id: `b${b}l${i}`, name: `Ürün ${i}`, ...l }));
            const all = lines.map((l) => ({ lineId: l.id, quantity: l.quantity }));
            // Split: the first payment takes the first line's units, the second the rest.
            const parts = m.split && lines.length > 1 ? [all.slice(0, 1), all.slice(1)] : [all];
            const payments: BillPaymentInput[] = parts.map((paid, p) => ({
              id: `b${b}p${p}`,
              method: m.methods[p]!,
              tip: m.tips[p]!,
              lines: paid,
              charges: [],
            }));
            for (const payment of payments)
              takenBy.set(payment.id, m.waiter ? { id: m.waiter, name: m.waiter } : null);
            return computeBill({
              taxIncludedInPrice: m.taxIncludedInPrice,
              lines,
              charges: [],
              payments,
            });
          });
          const ids = new Set(bills.flatMap((bill) => bill.payments.map((p) => p.id)));
          const z = daySummary({
            bills,
            paymentIds: ids,
            takenBy,
            openingFloat: float,
            countedCash: float,
          });

          const sum = (values: number[]) => values.reduce((a, v) => a + v, 0);
          expect(z.gross).toBe(sum(bills.map((bill) => bill.total)));
          expect(z.net + z.vatTotal).toBe(z.gross);
          const rates = [...new Set(bills.flatMap((bill) => bill.vat.map((v) => v.rate)))].sort(
            (a, b) => a - b,
          );
          expect(z.vat.map((v) => v.rate)).toEqual(rates);
          for (const { rate, amount } of z.vat)
            expect(amount).toBe(
              sum(bills.map((bill) => bill.vat.find((v) => v.rate === rate)?.vat ?? 0)),
            );
          const payments = bills.flatMap((bill) => bill.payments);
          expect(z.tips).toBe(sum(payments.map((p) => p.tip)));
          expect(sum(z.byMethod.map((m) => m.amount))).toBe(z.gross);
          expect(sum(z.byStaff.map((s) => s.amount))).toBe(z.gross);
          expect(sum(z.byStaff.map((s) => s.payments))).toBe(payments.length);
          const cash = payments.filter((p) => p.method === 'cash');
          expect(z.cash.expected).toBe(float + sum(cash.map((p) => p.amount + p.tip)));
          expect(z.cash.overShort).toBe(float - z.cash.expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
