import type { Bill } from '@masa/core/bill/bill';
import fc from 'fast-check';

// The steps of a random evening at a few tables (issue 32 "Done when", first bullet): who
// orders, what is corrected, moved or paid. Indexes pick a table, an order at it or a line of
// its bill modulo what is there, so every drawn step names something real.

const table = fc.nat({ max: 3 });
const pick = fc.nat({ max: 20 });
const items = fc.array(
  fc.record({ dish: fc.nat({ max: 4 }), quantity: fc.integer({ min: 1, max: 4 }) }),
  { minLength: 1, maxLength: 3 },
);
const method = fc.constantFrom('cash' as const, 'credit_card' as const);

export const step = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('dinerOrder' as const), table, items }), weight: 3 },
  { arbitrary: fc.record({ op: fc.constant('waiterOrder' as const), table, items }), weight: 3 },
  { arbitrary: fc.record({ op: fc.constant('serve' as const), table }), weight: 1 },
  {
    arbitrary: fc.record({
      op: fc.constant('void' as const),
      table,
      order: pick,
      line: pick,
      units: pick,
      kind: fc.constantFrom('not_made' as const, 'wasted' as const),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('ikram' as const),
      table,
      order: pick,
      line: pick,
      units: pick,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('discount' as const),
      table,
      order: pick,
      line: fc.option(pick),
      kind: fc.constantFrom('percent' as const, 'amount' as const),
      percent: fc.integer({ min: 1, max: 100 }),
      amount: fc.integer({ min: 1, max: 300_00 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant('moveTable' as const), table, to: table }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('merge' as const), table, to: table }), weight: 1 },
  {
    arbitrary: fc.record({
      op: fc.constant('moveLines' as const),
      table,
      order: pick,
      line: pick,
      units: pick,
      to: table,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('split' as const),
      table,
      order: pick,
      shares: fc.array(fc.nat({ max: 100 }), { minLength: 4, maxLength: 4 }),
      method,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('pay' as const),
      table,
      order: pick,
      shares: fc.option(fc.array(fc.nat({ max: 100 }), { minLength: 4, maxLength: 4 })),
      charges: fc.boolean(),
      method,
      tip: fc.constantFrom(0, 0, 10_00, 1_23),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      op: fc.constantFrom('walkout' as const, 'openAccount' as const),
      table,
      served: fc.constantFrom(true, true, true, false),
    }),
    weight: 1,
  },
);
export type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

export const evening = fc.array(step, { minLength: 6, maxLength: 15 });

/** Units of each line's due units a split or a payment takes, by per-line shares in percent. */
export function unitsByShares(
  bill: Bill,
  shares: readonly number[],
  of: 'dueQuantity' | 'availableQuantity',
) {
  return bill.lines
    .map((line, i) => ({
      itemId: line.id,
      quantity: Math.ceil((line[of] * (shares[i % shares.length] ?? 0)) / 100),
    }))
    .filter((unit) => unit.quantity > 0);
}
