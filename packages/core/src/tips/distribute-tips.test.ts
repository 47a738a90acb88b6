import { describe, expect, it } from 'vitest';
import { apportion } from './apportion.ts';
import { distributeTips } from './distribute-tips.ts';

// An evening at a meyhane: Ayşe served two tables, Can one, a diner's QR order paid online was
// served by nobody. Ayşe worked 8 hours, Can 4, Deniz (the manager) 4; points 10, 10, 12.
const ayse = { id: 's1', name: 'Ayşe', minutes: 480, points: 10 };
const can = { id: 's2', name: 'Can', minutes: 240, points: 10 };
const deniz = { id: 's3', name: 'Deniz', minutes: 240, points: 12 };
const tips = [
  { amount: 50_00, servedBy: 's1' },
  { amount: 25_01, servedBy: 's1' },
  { amount: 30_00, servedBy: 's2' },
  { amount: 10_00, servedBy: null },
];

describe('distributeTips', () => {
  it('own: each waiter keeps the tips of the orders they served, the rest is undistributed', () => {
    const result = distributeTips({ tips, rule: 'own', people: [ayse, can, deniz] });
    expect(result.total).toBe(115_01);
    expect(result.shares.map((s) => [s.name, s.amount])).toEqual([
      ['Ayşe', 75_01],
      ['Can', 30_00],
      ['Deniz', 0],
    ]);
    expect(result.undistributed).toBe(10_00);
  });

  it('pool-hours: ₺115,01 over 8, 4 and 4 hours; the odd kuruş goes to the largest remainder', () => {
    const result = distributeTips({ tips, rule: 'pool-hours', people: [ayse, can, deniz] });
    // Exact shares 57,505 / 28,7525 / 28,7525: floors 57,50 + 28,75 + 28,75 = 115,00; the one
    // kuruş left goes to the largest fraction, Ayşe's ,5 (Can's and Deniz's are ,25).
    expect(result.shares.map((s) => s.amount)).toEqual([57_51, 28_75, 28_75]);
    expect(result.undistributed).toBe(0);
  });

  it('pool-points: shared by points, adding up to the kuruş', () => {
    const result = distributeTips({ tips, rule: 'pool-points', people: [ayse, can, deniz] });
    // 11 501 × 10/32 = 3 594,06…, × 12/32 = 4 312,875: floors 3 594 + 3 594 + 4 312 = 11 500.
    expect(result.shares.map((s) => s.amount)).toEqual([35_94, 35_94, 43_13]);
    expect(result.shares.reduce((a, s) => a + s.amount, 0)).toBe(115_01);
  });

  it('a pool nobody worked for is not guessed: it stays undistributed', () => {
    const idle = [{ ...ayse, minutes: 0 }];
    const result = distributeTips({ tips, rule: 'pool-hours', people: idle });
    expect(result.shares[0]!.amount).toBe(0);
    expect(result.undistributed).toBe(115_01);
  });

  it('apportion breaks ties towards the earlier weight and never loses a kuruş', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(apportion(0, [1, 2])).toEqual([0, 0]);
    expect(apportion(5, [0, 0])).toEqual([0, 0]);
  });
});
