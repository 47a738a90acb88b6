import { describe, expect, it } from 'vitest';
import { computeBill, type BillPaymentInput } from '../bill/bill.ts';
import { daySummary } from './day-summary.ts';

// Two tables of one day. Ege 3 (VAT inside): 3 × ₺33,33 at 10 % (₺1 of each a discount), one rakı at
// 20 %, paid in two parts, cash then card, each with a tip; Ege 5 (VAT inside): a ₺99,99 dish at
// 20 % paid in cash. The payment of an earlier day on Ege 3's bill shapes the VAT shares but is
// not the day's.
const pay = (
  id: string,
  method: string,
  tip: number,
  lines: BillPaymentInput['lines'],
): BillPaymentInput => ({ id, method, tip, lines, charges: [] });
const ege3 = computeBill({
  taxIncludedInPrice: true,
  lines: [
    { id: 'fava', name: 'Fava', quantity: 3, unitPrice: 33_33, unitDiscount: 1_00, vatRate: 10 },
    { id: 'raki', name: 'Rakı', quantity: 1, unitPrice: 145_55, vatRate: 20 },
  ],
  charges: [],
  payments: [
    pay('p0', 'credit_card', 0, [{ lineId: 'fava', quantity: 1 }]),
    pay('p1', 'cash', 5_00, [{ lineId: 'fava', quantity: 2 }]),
    pay('p2', 'credit_card', 12_50, [{ lineId: 'raki', quantity: 1 }]),
  ],
});
const ege5 = computeBill({
  taxIncludedInPrice: true,
  lines: [{ id: 'levrek', name: 'Levrek', quantity: 1, unitPrice: 99_99, vatRate: 20 }],
  charges: [],
  payments: [pay('p3', 'cash', 0, [{ lineId: 'levrek', quantity: 1 }])],
});
const ayse = { id: 's1', name: 'Ayşe' };
const can = { id: 's2', name: 'Can' };
const takenBy = new Map([
  ['p1', ayse],
  ['p2', can],
  ['p3', ayse],
]);

describe('daySummary', () => {
  it("is the sum of the day's bills to the kuruş, VAT by rate as each bill rounded it once", () => {
    const whole = daySummary({
      bills: [ege5],
      paymentIds: new Set(['p3']),
      takenBy,
      openingFloat: 500_00,
      countedCash: null,
    });
    // A bill paid whole in the day: its total, and its VAT by rate exactly as the bill has it.
    expect(whole.gross).toBe(ege5.total);
    expect(whole.vat).toEqual(
      ege5.vat.map((v) => ({ rate: v.rate, net: v.base - v.vat, amount: v.vat })),
    );
    expect(whole.vatTotal).toBe(ege5.vatTotal);

    const day = daySummary({
      bills: [ege3, ege5],
      paymentIds: new Set(['p1', 'p2', 'p3']),
      takenBy,
      openingFloat: 500_00,
      countedCash: 740_00,
    });
    const paid = [ege3.payments[1]!, ege3.payments[2]!, ege5.payments[0]!];
    expect(day.payments).toBe(3);
    expect(day.gross).toBe(paid.reduce((sum, p) => sum + p.amount, 0));
    expect(day.gross).toBe(2 * 33_33 + 145_55 + 99_99);
    expect(day.tips).toBe(17_50);
    expect(day.net + day.vatTotal).toBe(day.gross);
    for (const { rate, amount } of day.vat) {
      const shares = paid.flatMap((p) => p.vat).filter((v) => v.rate === rate);
      expect(amount, `%${rate}`).toBe(shares.reduce((sum, v) => sum + v.vat, 0));
    }
    expect(day.discounts).toBe(2 * 1_00);
    expect(day.byMethod).toEqual([
      { method: 'cash', amount: paid[0]!.amount + paid[2]!.amount, tips: 5_00, count: 2 },
      { method: 'credit_card', amount: paid[1]!.amount, tips: 12_50, count: 1 },
    ]);
    expect(day.byStaff).toEqual([
      { staffId: 's1', name: 'Ayşe', payments: 2, amount: 2 * 33_33 + 99_99, tips: 5_00 },
      { staffId: 's2', name: 'Can', payments: 1, amount: 145_55, tips: 12_50 },
    ]);
    // The drawer: ₺500 float, ₺166,65 cash sales, ₺5 cash tip; ₺740 counted is ₺68,35 over.
    expect(day.cash).toEqual({
      openingFloat: 500_00,
      cashPayments: 166_65,
      cashTips: 5_00,
      cashRefunds: 0,
      expected: 671_65,
      counted: 740_00,
      overShort: 68_35,
    });
    expect(day.walkOuts).toEqual({ orders: 0, amount: 0 });
    expect(day.voids.wasted).toEqual({ lines: 0, amount: 0 });
  });

  it('counts an online payment under nobody, and an empty day as zeros with the float', () => {
    const online = daySummary({
      bills: [ege5],
      paymentIds: new Set(['p3']),
      takenBy: new Map(),
      openingFloat: 0,
      countedCash: 0,
    });
    expect(online.byStaff).toEqual([
      { staffId: null, name: null, payments: 1, amount: 99_99, tips: 0 },
    ]);
    expect(online.cash.overShort).toBe(-99_99);
    const empty = daySummary({
      bills: [],
      paymentIds: new Set(),
      takenBy,
      openingFloat: 250_00,
      countedCash: 240_00,
    });
    expect(empty).toMatchObject({ gross: 0, vat: [], byStaff: [], payments: 0 });
    expect(empty.cash).toMatchObject({ expected: 250_00, overShort: -10_00 });
  });
});
