import { describe, expect, it } from 'vitest';
import { normalizeSplitPeople, splitEqually } from './equal-split.ts';
import {
  calculateRemainingQuantity,
  sumSplitQuantity,
  type SplitRequestLike,
} from './remaining-quantity.ts';
import { calculateSplitAmount } from './split-amount.ts';

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

describe('calculateSplitAmount', () => {
  it('prices the chosen units, with included VAT and a tip on the subtotal', () => {
    const split = calculateSplitAmount({
      items: [
        { unitPrice: 15000, quantity: 2, vatRate: 10, remainingQuantity: 2, selectedQuantity: 1 },
        { unitPrice: 9000, quantity: 1, vatRate: 20, remainingQuantity: 1, selectedQuantity: 5 },
      ],
      taxIncludedInPrice: true,
      tipPercentage: 10,
    });
    expect(split).toEqual({
      subtotal: 24000,
      vatTotal: 1364 + 1500,
      vatByRate: [
        { ratePercent: 10, amount: 15000, vat: 1364 },
        { ratePercent: 20, amount: 9000, vat: 1500 },
      ],
      tip: 2400,
      total: 26400,
    });
  });

  it('adds VAT per unit when prices exclude it, and caps the tip at 20 %', () => {
    const split = calculateSplitAmount({
      items: [
        { unitPrice: 1005, quantity: 3, vatRate: 10, remainingQuantity: 3, selectedQuantity: 2 },
      ],
      taxIncludedInPrice: false,
      tipPercentage: 50,
    });
    expect(split).toMatchObject({ subtotal: 2010, vatTotal: 202, tip: 402, total: 2614 });
  });

  it('charges the charged units first and leaves the free ones for last', () => {
    const item = { unitPrice: 5000, quantity: 3, freeQuantity: 1, vatRate: 10 };
    const first = { ...item, remainingQuantity: 3, selectedQuantity: 2 };
    const last = { ...item, remainingQuantity: 1, selectedQuantity: 1 };
    expect(calculateSplitAmount({ items: [first], taxIncludedInPrice: true }).total).toBe(10000);
    expect(calculateSplitAmount({ items: [last], taxIncludedInPrice: true }).total).toBe(0);
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
