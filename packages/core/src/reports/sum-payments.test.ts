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

describe('sumPayments of a shared dish (ADR 048)', () => {
  // Humus ₺180 with ₺20 off (₺160 charged) shared among three: shares ₺53,34 + ₺53,33 + ₺53,33.
  const shared = computeBill({
    taxIncludedInPrice: true,
    lines: [
      {
        id: 'h',
        name: 'Humus',
        quantity: 1,
        unitPrice: 160_00,
        unitDiscount: 20_00,
        vatRate: 10,
        shareCount: 3,
      },
    ],
    charges: [],
    payments: ['1', '2', '3'].map((n) => ({
      id: `s${n}`,
      method: 'cash' as const,
      tip: 0,
      lines: [],
      charges: [],
      shares: [{ lineId: 'h', index: Number(n) }],
      createdAt: '2026-11-25T12:00:00.000Z',
    })),
  });
  const humus = new Map([
    ['h', { productId: 'humus', name: 'Humus', categoryId: 'meze', category: 'Mezeler' }],
  ]);

  it("counts each share's part of the dish and its discount; the unit once, with share 1", () => {
    const two = sumPayments({
      bills: [shared],
      paymentIds: new Set(['s1', 's2']),
      products: humus,
    });
    expect(two.byProduct).toEqual([
      expect.objectContaining({ productId: 'humus', units: 1, amount: 53_34 + 53_33 }),
    ]);
    expect(two.byCategory).toEqual([expect.objectContaining({ units: 1, amount: 106_67 })]);
    expect(two.discounts).toBe(6_67 + 6_67);
    const last = sumPayments({ bills: [shared], paymentIds: new Set(['s3']), products: humus });
    expect(last.byProduct).toEqual([expect.objectContaining({ units: 0, amount: 53_33 })]);
    expect(last.discounts).toBe(6_66);
  });

  it('over every share gives the whole dish: its units, amount, discount and gross', () => {
    const all = sumPayments({
      bills: [shared],
      paymentIds: new Set(['s1', 's2', 's3']),
      products: humus,
    });
    expect(all.byProduct).toEqual([expect.objectContaining({ units: 1, amount: 160_00 })]);
    expect(all.discounts).toBe(20_00);
    expect(all.gross).toBe(shared.total);
  });
  it('counts staff discounts apart from campaigns and menu discounts (issue 32, ADR 074)', () => {
    const discounted = computeBill({
      taxIncludedInPrice: true,
      lines: [{ id: 'a', name: 'Fava', quantity: 3, unitPrice: 10_00, vatRate: 10 }],
      charges: [{ id: 'c', name: 'Kuver', amount: 5_00, vatRate: 10 }],
      payments: [
        { id: 'p1', method: 'cash', tip: 0, lines: [{ lineId: 'a', quantity: 1 }], charges: [] },
        { id: 'p2', method: 'cash', tip: 0, lines: [{ lineId: 'a', quantity: 2 }], charges: ['c'] },
      ],
      staffDiscounts: [{ id: 'd', lineId: null, kind: 'amount', value: 10_01, reason: 'Müdavim' }],
    });
    const sums = sumPayments({ bills: [discounted], paymentIds: new Set(['p1', 'p2']), products });
    // Products at their price (₺30), the discount apart, the kuver: gross to the kuruş.
    expect(sums).toMatchObject({ staffDiscounts: 10_01, discounts: 0, campaigns: 0 });
    expect(sums.byProduct[0]).toMatchObject({ units: 3, amount: 30_00 });
    expect(sums.gross).toBe(30_00 - 10_01 + 5_00);
    const first = sumPayments({ bills: [discounted], paymentIds: new Set(['p1']), products });
    expect(first.staffDiscounts).toBe(3_34);
  });
});
