// Sharing a dish (issue 21 §3, ADR 048): N shares of any amount add up to it exactly, VAT by
// rate of a bill is what it is unshared, and a bill of shared and unshared lines paid in any
// order (shares, units, the rest) ends with nothing left, to the kuruş. Issue 34 puts refunds
// between the payments: a refunded share or unit is due again and paid again at its price.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeBill,
  inputOfBill,
  priceRefund,
  priceSelection,
  restOfBill,
  type BillInput,
} from './bill.ts';
import { MAX_SHARES, MIN_SHARES, shareAmount, shareAmounts } from './shares.ts';

const shareCount = fc.integer({ min: MIN_SHARES, max: MAX_SHARES });

describe('shares of a line (ADR 048)', () => {
  it('₺100.00 among three is 33.34 + 33.33 + 33.33: share 1 carries the extra kuruş', () => {
    expect(shareAmounts(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(shareAmounts(10_001, 3)).toEqual([3_334, 3_334, 3_333]);
    expect(shareAmounts(9, 10)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
  });
  it('is no share outside 2 … 10 diners or 1 … N', () => {
    expect(shareAmounts(10_000, 1)).toEqual([]);
    expect(shareAmounts(10_000, 11)).toEqual([]);
    expect(shareAmount(10_000, 3, 0)).toBe(0);
    expect(shareAmount(10_000, 3, 4)).toBe(0);
  });
  it('N shares of any amount add up to it exactly and differ by at most a kuruş', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), shareCount, (amount, n) => {
        const shares = shareAmounts(amount, n);
        expect(shares).toHaveLength(n);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        // The extra kuruş go to the first shares, in order.
        expect([...shares].sort((a, b) => b - a)).toEqual(shares);
      }),
    );
  });
});

const line = fc.record({
  unitPrice: fc.integer({ min: 0, max: 200_000 }),
  quantity: fc.integer({ min: 1, max: 4 }),
  vatRate: fc.constantFrom(0, 1, 10, 20),
  // 0: not shared.
  shareCount: fc.oneof(fc.constant(0), shareCount),
});
const meal = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  taxIncludedInPrice: fc.boolean(),
  kuver: fc.integer({ min: 0, max: 5_000 }),
  // Which step pays next: a share, some units, the charge; picked by these numbers.
  steps: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
});

describe('a bill of shared and unshared lines (ADR 048)', () => {
  it('has the VAT by rate of the same bill unshared, and ends with nothing left in any order, refunds between', () => {
    fc.assert(
      fc.property(meal, (m) => {
        const input: BillInput = {
          taxIncludedInPrice: m.taxIncludedInPrice,
          lines: m.lines.map((l, i) => ({ id: `l${i}`, name: `Ürün ${i}`, ...l })),
          charges: [{ id: 'kuver', name: 'Kuver', amount: m.kuver, vatRate: 10 }],
          payments: [],
        };
        const unshared = computeBill({
          ...input,
          lines: input.lines.map((l) => ({ ...l, shareCount: 0 })),
        });
        let bill = computeBill(input);
        expect(bill.vat).toEqual(unshared.vat);
        expect(bill.total).toBe(unshared.total);
        for (const l of bill.lines) {
          expect(l.shares.reduce((a, s) => a + s.amount, 0)).toBe(l.shareCount ? l.amount : 0);
        }
        const payments = input.payments as BillInput['payments'][number][];
        const pay = (selection: Parameters<typeof priceSelection>[1]) => {
          const price = priceSelection(input, selection);
          if (price.lines.length + price.charges.length + price.shares.length === 0) return;
          payments.push({
            id: `p${payments.length}`,
            method: 'cash',
            tip: 0,
            lines: price.lines,
            charges: price.charges,
            shares: price.shares,
          });
          const next = computeBill(input);
          expect(computeBill(inputOfBill(next))).toEqual(next);
          expect(next.paid).toBe(bill.paid + price.amount);
          expect(next.paid - next.refunded + next.left).toBe(next.total);
          bill = next;
        };
        const refunds = [] as NonNullable<BillInput['refunds']>[number][];
        input.refunds = refunds;
        // A refund of one thing a payment holds: its first line's units, a share, or its charge.
        const refund = (step: number) => {
          const payment = bill.payments[step % Math.max(1, bill.payments.length)];
          if (!payment) return;
          const parts = {
            paymentId: payment.id,
            lines: payment.lines.slice(0, 1).map((l) => ({ ...l, quantity: 1 })),
            shares: payment.shares.slice(0, 1),
            charges: payment.charges,
            tip: 0,
          };
          const priced = priceRefund(input, parts);
          refunds.push({ ...parts, id: `r${refunds.length}`, afterPayments: payments.length });
          const next = computeBill(input);
          expect(computeBill(inputOfBill(next))).toEqual(next);
          expect(next.refunds.at(-1)!.amount).toBe(priced.amount);
          // The bill reopens by exactly what was refunded; what was paid never moves.
          expect(next.left).toBe(bill.left + priced.amount);
          expect(next.payments).toEqual(bill.payments);
          expect(next.paid - next.refunded + next.left).toBe(next.total);
          bill = next;
        };
        for (const step of m.steps) {
          const target = bill.lines[step % bill.lines.length]!;
          if (step % 5 === 1) refund(step);
          else if (step % 7 === 0) pay({ charges: ['kuver'] });
          else if (target.shareCount) {
            const free = target.shares.filter((s) => !s.paid);
            if (free.length) pay({ shares: { [target.id]: [free[step % free.length]!.index] } });
          } else pay({ lines: { [target.id]: 1 + (step % 2) } });
        }
        pay(restOfBill(bill));
        expect(bill).toMatchObject({ left: 0, settled: true });
        expect(bill.paid - bill.refunded).toBe(bill.total);
        expect(bill.lines.every((l) => l.leftQuantity === 0)).toBe(true);
        // The payments' VAT shares less the refunds' add up to the VAT by rate, as unshared.
        const vatAt = (vat: { rate: number; vat: number }[], rate: number) =>
          vat.filter((v) => v.rate === rate).reduce((a, v) => a + v.vat, 0);
        for (const group of unshared.vat) {
          const paidVat = bill.payments.reduce((a, p) => a + vatAt(p.vat, group.rate), 0);
          const refundedVat = bill.refunds.reduce((a, r) => a + vatAt(r.vat, group.rate), 0);
          expect(paidVat - refundedVat).toBe(group.vat);
        }
      }),
      { numRuns: 300 },
    );
    // 300 meals paid and refunded take seconds on a busy two-core machine.
  }, 30_000);

  it('pays shares only: a shared line is never paid by units, a share never twice', () => {
    const input: BillInput = {
      taxIncludedInPrice: true,
      lines: [
        { id: 'wine', name: 'Şarap', quantity: 1, unitPrice: 10_000, vatRate: 20, shareCount: 3 },
      ],
      charges: [],
      payments: [],
      reservedShares: { wine: [2] },
      heldShares: { wine: [3] },
    };
    expect(priceSelection(input, { lines: { wine: 1 } }).amount).toBe(0);
    const first = priceSelection(input, { shares: { wine: [1, 1, 4] } });
    expect(first).toMatchObject({ amount: 3_334, shares: [{ lineId: 'wine', index: 1 }] });
    input.payments = [
      { id: 'p1', method: 'cash', tip: 0, lines: [], charges: [], shares: first.shares },
    ];
    const bill = computeBill(input);
    expect(bill.lines[0]).toMatchObject({
      shareCount: 3,
      dueQuantity: 0,
      availableQuantity: 0,
      paidQuantity: 0,
      leftQuantity: 1,
      shares: [
        { index: 1, amount: 3_334, paid: true, due: false, available: false },
        { index: 2, amount: 3_333, paid: false, due: false, available: false },
        { index: 3, amount: 3_333, paid: false, due: true, available: false },
      ],
    });
    expect(bill.left).toBe(6_666);
    expect(priceSelection(input, { shares: { wine: [1] } }).amount).toBe(0);
    // The rest of the bill pays the share no approved request reserved.
    expect(restOfBill(bill).shares).toEqual({ wine: [3] });
  });
});
