import { describe, expect, it } from 'vitest';
import { normalizeSplitPeople, splitEqually } from './equal-split.ts';
import {
  calculateRemainingQuantity,
  sumSplitQuantity,
  type SplitRequestLike,
} from './remaining-quantity.ts';

describe('calculateRemainingQuantity (001 §4)', () => {
  const item = { id: 'i1', quantity: 5, paidQuantity: 1 };
  const requests: SplitRequestLike[] = [
    { status: 'approved', selectedItems: { i1: 2, i2: 1 } },
    { status: 'approved', selectedItems: { i1: 1 } },
    { status: 'pending', selectedItems: { i1: 1 } },
    { status: 'rejected', selectedItems: { i1: 4 } },
  ];

  it('takes the larger of paidQuantity and the approved split quantities', () => {
    expect(sumSplitQuantity('i1', requests)).toBe(3);
    expect(calculateRemainingQuantity(item, requests)).toBe(2);
    expect(calculateRemainingQuantity({ ...item, paidQuantity: 4 }, requests)).toBe(1);
    expect(calculateRemainingQuantity(item)).toBe(4);
  });

  it('can also count pending requests, as the server does for a new request', () => {
    expect(calculateRemainingQuantity(item, requests, ['approved', 'pending'])).toBe(1);
  });

  it('is 0 for a paid item and never negative', () => {
    expect(calculateRemainingQuantity({ ...item, isPaid: true }, requests)).toBe(0);
    expect(calculateRemainingQuantity({ ...item, paidQuantity: 9 })).toBe(0);
    expect(
      calculateRemainingQuantity(item, [{ status: 'approved', selectedItems: { i1: -3 } }]),
    ).toBe(4);
  });
});

describe('equal split (001 §5)', () => {
  it('splits among at least 2 people; lower or invalid becomes 2', () => {
    for (const people of [0, 1, -3, Number.NaN, 'iki', undefined, null]) {
      expect(normalizeSplitPeople(people)).toBe(2);
    }
    expect(normalizeSplitPeople(3)).toBe(3);
    expect(normalizeSplitPeople('4')).toBe(4);
    expect(normalizeSplitPeople(3.7)).toBe(3);
    expect(normalizeSplitPeople(500)).toBe(20);
  });

  it('gives whole-kuruş parts that add up exactly to the total', () => {
    expect(splitEqually(10000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitEqually(1, 2)).toEqual([1, 0]);
    expect(splitEqually(5000, 1)).toEqual([2500, 2500]);
  });
});
