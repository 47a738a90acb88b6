import { describe, expect, it } from 'vitest';
import { makeBill } from '../../../testing/bill-fixture.ts';
import { splitPay } from './split-pay.ts';

// The split screen's online payment pays what a split request would take (issue 34): units,
// the kuver, and the share of a shared dish the server will hold for her (ADR 048).
describe('an online payment from the split screen', () => {
  it('pays the chosen units, charges and the share she takes', () => {
    expect(splitPay(makeBill(), { i2: 2, i1: 0 }, ['c1'], { i1: 3 })).toEqual({
      kind: 'items',
      items: [{ lineId: 'i2', quantity: 2 }],
      charges: ['c1'],
      shares: [{ lineId: 'i1', index: 1, shareCount: 3 }],
    });
  });

  it("takes the next free share of a dish already shared, never one that's held", () => {
    const shared = makeBill({
      lines: [
        { id: 'i1', name: 'Adana Kebap', quantity: 2, unitPrice: 33_333, vatRate: 10 },
        { id: 'i2', name: 'Ayran', quantity: 1, unitPrice: 10_000, vatRate: 20, shareCount: 3 },
      ],
      heldShares: { i2: [1] },
    });
    expect(splitPay(shared, {}, [], { i2: 3 }).shares).toEqual([
      { lineId: 'i2', index: 2, shareCount: 3 },
    ]);
  });
});
