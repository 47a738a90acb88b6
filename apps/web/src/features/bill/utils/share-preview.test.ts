import { describe, expect, it } from 'vitest';
import { makeBill } from '../../../testing/bill-fixture.ts';
import { previewSplit } from '../../../lib/bill/bill-preview.ts';
import { availableShares, shareCost } from './share-preview.ts';

// The split screen prices a share of a dish as the server will (ADR 048): the Adana line of
// two at ₺333.33 is ₺666.66; among three, share 1 is ₺222.22 and so are the others.
describe('a share of a dish on the split screen', () => {
  it('prices share 1 of a line not shared yet, and one of the shares left of a shared line', () => {
    expect(shareCost(makeBill(), 'i1', 3)).toEqual({ index: 1, amount: 22_222 });
    // ₺120.00 of Ayran among seven: 17.15 ×1 … the first carries the extra kuruş.
    expect(shareCost(makeBill(), 'i2', 7)).toEqual({ index: 1, amount: 1_715 });
    const shared = makeBill({
      lines: [
        { id: 'i1', name: 'Adana Kebap', quantity: 2, unitPrice: 33_333, vatRate: 10 },
        { id: 'i2', name: 'Ayran', quantity: 1, unitPrice: 10_000, vatRate: 20, shareCount: 3 },
      ],
      heldShares: { i2: [1] },
    });
    expect(shareCost(shared, 'i2', 3)).toEqual({ index: 2, amount: 3_333 });
    // Another count than the line's, or a line with units taken, has no share to take.
    expect(shareCost(shared, 'i2', 4)).toBeNull();
    expect(shareCost(makeBill({ held: { i1: 1 } }), 'i1', 2)).toBeNull();
  });

  it('adds the share to the request with its tip, and drops shares that cannot be taken', () => {
    const bill = makeBill();
    expect(availableShares(bill, { i1: 3, nope: 2, i2: 11 })).toEqual({ i1: 3 });
    const price = previewSplit(bill, { i2: 1 }, 10, [], { i1: 3 });
    expect(price.itemsAmount).toBe(22_222 + 4_000);
    expect(price.tip).toBe(2_622);
    expect(price.shares).toEqual([{ lineId: 'i1', index: 1 }]);
  });
});
