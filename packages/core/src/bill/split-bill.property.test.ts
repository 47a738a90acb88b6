import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateOrderTotals } from '../money/calculate-order-totals.ts';
import { splitEqually } from './equal-split.ts';
import { calculateRemainingQuantity, type SplitRequestLike } from './remaining-quantity.ts';
import { calculateSplitAmount } from './split-amount.ts';

const line = fc.record({
  unitPrice: fc.integer({ min: 0, max: 100_000 }),
  originalPrice: fc.integer({ min: 0, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: 8 }),
  freeQuantity: fc.integer({ min: 0, max: 3 }),
  discountPercentage: fc.constantFrom(0, 10, 15, 33),
  vatRate: fc.constantFrom(1, 8, 10, 18, 20),
});
// Each split asks for a share (0–100 %) of what remains of each item, with a tip.
const split = fc.record({
  shares: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 8, maxLength: 8 }),
  tip: fc.constantFrom(0, 5, 10, 15, 20),
});
const scenario = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 8 }),
  splits: fc.array(split, { maxLength: 6 }),
  taxIncludedInPrice: fc.boolean(),
});

describe('split bill properties', () => {
  it('splits plus what remains add up to the order total; nothing goes negative', () => {
    fc.assert(
      fc.property(scenario, ({ lines, splits, taxIncludedInPrice }) => {
        const order = calculateOrderTotals({ lines, taxIncludedInPrice });
        const items = lines.map((l, index) => ({
          id: `item-${index}`,
          quantity: l.quantity,
          freeQuantity: l.freeQuantity,
          vatRate: l.vatRate,
          unitPrice: order.lines[index]!.chargedUnitPrice,
        }));
        const approved: SplitRequestLike[] = [];
        const remainingOf = (item: (typeof items)[number]) => {
          const remaining = calculateRemainingQuantity(item, approved);
          expect(remaining).toBeGreaterThanOrEqual(0);
          return remaining;
        };
        let paid = 0;
        for (const { shares, tip } of splits) {
          const selectedItems: Record<string, number> = {};
          const selection = items.map((item, index) => {
            const remainingQuantity = remainingOf(item);
            const selectedQuantity = Math.round((remainingQuantity * (shares[index] ?? 0)) / 100);
            selectedItems[item.id] = selectedQuantity;
            return { ...item, remainingQuantity, selectedQuantity };
          });
          const amount = calculateSplitAmount({
            items: selection,
            taxIncludedInPrice,
            tipPercentage: tip,
          });
          expect(amount.total).toBeGreaterThanOrEqual(0);
          paid += amount.total - amount.tip;
          approved.push({ status: 'approved', selectedItems });
        }
        const rest = items.map((item) => {
          const remainingQuantity = remainingOf(item);
          return { ...item, remainingQuantity, selectedQuantity: remainingQuantity };
        });
        const remaining = calculateSplitAmount({ items: rest, taxIncludedInPrice });
        expect(paid + remaining.total).toBe(order.total);
      }),
      { numRuns: 300 },
    );
  });

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
