import { describe, expect, it } from 'vitest';
import { computeBill } from '../bill/bill.ts';
import { sumPayments } from './sum-payments.ts';

// VAT added on top: 3 × ₺10 (₺2 off each) at 10 %, one ₺33,33 at 20 %, a ₺5 charge at 10 %.
// The first payment (the evening before, 23:30 in Istanbul) pays one unit and the charge; the
// second, next morning, the rest. A report of the second day holds the second payment only,
// with the VAT share the bill gave it after the first.
const bill = computeBill({
  taxIncludedInPrice: false,
  lines: [
    { id: 'a', name: 'Fava', quantity: 3, unitPrice: 10_00, unitDiscount: 2_00, vatRate: 10 },
    { id: 'b', name: 'Eski Rakı', quantity: 1, unitPrice: 33_33, vatRate: 20 },
  ],
  charges: [{ id: 'c', name: 'Kuver', amount: 5_00, vatRate: 10 }],
  payments: [
    {
      id: 'p1',
      method: 'cash',
      tip: 1_00,
      lines: [{ lineId: 'a', quantity: 1 }],
      charges: ['c'],
      createdAt: '2026-11-24T20:30:00.000Z',
    },
    {
      id: 'p2',
      method: 'credit_card',
      tip: 4_00,
      lines: [
        { lineId: 'a', quantity: 2 },
        { lineId: 'b', quantity: 1 },
      ],
      charges: [],
      createdAt: '2026-11-25T06:10:00.000Z',
    },
  ],
});
const products = new Map([
  ['a', { productId: 'fava', name: 'Fava', categoryId: 'meze', category: 'Mezeler' }],
]);

describe('sumPayments', () => {
  it("adds up only the range's payments, with the VAT shares the bill gave them", () => {
    const second = bill.payments[1]!;
    const sums = sumPayments({ bills: [bill], paymentIds: new Set(['p2']), products });
    expect(sums).toMatchObject({
      payments: 1,
      gross: second.amount,
      tips: 4_00,
      serviceCharges: 0,
      discounts: 2 * 2_00,
      vat: second.vat.map(({ rate, base, vat }) => ({ rate, net: base, amount: vat })),
      byMethod: [{ method: 'credit_card', amount: second.amount, tips: 4_00, count: 1 }],
      byProduct: [
        // Gone from the menu: grouped by the line's name, without a category.
        { productId: null, name: 'Eski Rakı', category: null, units: 1, amount: 33_33 },
        { productId: 'fava', name: 'Fava', category: 'Mezeler', units: 2, amount: 20_00 },
      ],
    });
    expect(sums.net + sums.vatTotal).toBe(sums.gross);
    expect(sums.grossByHour[9]).toBe(second.amount);
    expect([...sums.grossByDay]).toEqual([['2026-11-25', second.amount]]);
  });

  it('over both payments gives the whole bill: VAT by rate, total, tips', () => {
    const sums = sumPayments({ bills: [bill], paymentIds: new Set(['p1', 'p2']), products });
    expect(sums.gross).toBe(bill.total);
    expect(sums.vat.map((v) => [v.rate, v.amount])).toEqual(bill.vat.map((v) => [v.rate, v.vat]));
    expect(sums.tips).toBe(bill.tips);
    expect(sums.serviceCharges).toBe(5_00);
    expect([...sums.grossByDay.keys()]).toEqual(['2026-11-24', '2026-11-25']);
    expect(sums.grossByHour[23]).toBe(bill.payments[0]!.amount);
  });
});
