import { describe, expect, it } from 'vitest';
import { billGroups } from './bill-groups.ts';

describe("a table's bills on its panel", () => {
  it('puts the first bill first and each order under its own bill, in the order given', () => {
    const orders = [
      { id: 'a', billLabel: null },
      { id: 'b', billLabel: 'Hesap 2' },
      { id: 'c', billLabel: null },
      { id: 'd', billLabel: 'Hesap 3' },
    ];
    expect(billGroups([orders[3]!, ...orders.slice(0, 3)])).toEqual([
      { number: 1, orders: [orders[0], orders[2]] },
      { number: 2, orders: [orders[1]] },
      { number: 3, orders: [orders[3]] },
    ]);
    expect(billGroups([])).toEqual([]);
  });
});
