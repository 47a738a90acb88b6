// Issue 35 §2's property: over any day of tips and any rule, the distribution gives every kuruş
// of the day's tips to someone or to the undistributed line, nobody gets a negative amount, and
// people with equal hours (pool-hours) or points (pool-points) get amounts at most 1 kuruş apart.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distributeTips, TIP_RULES } from './distribute-tips.ts';

const staff = ['s1', 's2', 's3', 's4', 's5', 's6'];
const day = fc.record({
  rule: fc.constantFrom(...TIP_RULES),
  tips: fc.array(
    fc.record({
      amount: fc.integer({ min: 0, max: 2_000_000 }),
      servedBy: fc.constantFrom(null, 'ghost', ...staff),
    }),
    { maxLength: 60 },
  ),
  people: fc.uniqueArray(
    fc.record({
      id: fc.constantFrom(...staff),
      minutes: fc.constantFrom(0, 30, 240, 360, 480, 495, 720),
      points: fc.integer({ min: 0, max: 20 }),
    }),
    { selector: (p) => p.id, maxLength: staff.length },
  ),
});

describe('distributeTips over any day', () => {
  it('adds up to the day’s tips, gives nobody less than 0, and equal inputs within 1 kuruş', () => {
    fc.assert(
      fc.property(day, ({ rule, tips, people }) => {
        const named = people.map((p) => ({ ...p, name: p.id }));
        const result = distributeTips({ tips, rule, people: named });
        const total = tips.reduce((sum, tip) => sum + tip.amount, 0);
        expect(result.total).toBe(total);
        expect(result.shares.reduce((sum, s) => sum + s.amount, result.undistributed)).toBe(total);
        expect(result.undistributed).toBeGreaterThanOrEqual(0);
        for (const share of result.shares) {
          expect(share.amount).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(share.amount)).toBe(true);
        }
        if (rule === 'own') return;
        const weight = (p: (typeof named)[number]) =>
          rule === 'pool-hours' ? p.minutes : p.points;
        const weighed = named.some((p) => weight(p) > 0);
        expect(result.undistributed).toBe(weighed ? 0 : total);
        named.forEach((a, i) =>
          named.forEach((b, j) => {
            if (weight(a) !== weight(b)) return;
            expect(
              Math.abs(result.shares[i]!.amount - result.shares[j]!.amount),
            ).toBeLessThanOrEqual(1);
          }),
        );
      }),
      { numRuns: 500 },
    );
  });
});
