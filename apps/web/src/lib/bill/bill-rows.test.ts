import { computeBill, type BillInput, type BillPaymentInput } from '@masa/core/bill/bill';
import { describe, expect, it } from 'vitest';
import { billRows, includingCharge, lineAmountText, linePaidNote } from './bill-rows.ts';

// The meal of issue 19: ₺595 of food and a ₺100 kuver for two (bread and water free with it),
// everything at 10 %, prices VAT-inclusive.
const MEAL: BillInput = {
  taxIncludedInPrice: true,
  lines: [
    { id: 'adana', name: 'Adana Kebap', quantity: 1, unitPrice: 35_000, vatRate: 10 },
    { id: 'lahmacun', name: 'Lahmacun', quantity: 1, unitPrice: 20_000, vatRate: 10 },
    { id: 'cay', name: 'Çay', quantity: 3, unitPrice: 1_500, vatRate: 10 },
    { id: 'ekmek', name: 'Ekmek', quantity: 2, freeQuantity: 2, unitPrice: 3_000, vatRate: 10 },
  ],
  charges: [{ id: 'kuver', name: 'Kuver', amount: 10_000, vatRate: 10 }],
  payments: [],
};
const SPLIT: BillPaymentInput = {
  id: 'p1',
  method: 'credit_card',
  tip: 3_650,
  lines: [
    { lineId: 'adana', quantity: 1 },
    { lineId: 'cay', quantity: 1 },
  ],
  charges: [],
};
const REST: BillPaymentInput = {
  id: 'p2',
  method: 'cash',
  tip: 1_150,
  lines: [
    { lineId: 'lahmacun', quantity: 1 },
    { lineId: 'cay', quantity: 2 },
  ],
  charges: ['kuver'],
};

const shown = (input: BillInput) =>
  billRows(computeBill(input)).map((row) => [row.testId, row.label, row.amount, row.kind]);

describe('billRows', () => {
  it('shows what the table paid less a refund, so paid and left add up (issue 34)', () => {
    const refund = {
      id: 'r1',
      paymentId: 'p1',
      afterPayments: 1,
      lines: [{ lineId: 'adana', quantity: 1 }],
      charges: [],
      shares: [],
      tip: 0,
    };
    const rows = shown({ ...MEAL, payments: [SPLIT], refunds: [refund] });
    // The Adana's ₺350 given back: ₺15 of tea paid, ₺680 left of ₺695.
    expect(rows).toContainEqual(['bill-paid', 'Ödenen', 1_500, 'paid']);
    expect(rows).toContainEqual(['bill-left', 'Kalan Tutar', 68_000, 'left']);
  });

  it('lists VAT inside the prices after the total, as "(dahil)", the kuver included', () => {
    expect(shown(MEAL)).toEqual([
      ['bill-subtotal', 'Ara Toplam', 59_500, 'figure'],
      ['bill-charge-0', 'Kuver', 10_000, 'figure'],
      ['bill-total', 'Toplam', 69_500, 'total'],
      // 69 500 × 10 / 110, rounded once: the kuver's VAT is in it.
      ['bill-vat-10', 'KDV %10 (dahil)', 6_318, 'included'],
    ]);
  });

  it('shows each staff discount as its own row after the subtotal (issue 32, ADR 074)', () => {
    const rows = shown({
      ...MEAL,
      staffDiscounts: [
        { id: 'd1', lineId: null, kind: 'percent', value: 10, reason: 'Müdavim' },
        { id: 'd2', lineId: 'cay', kind: 'amount', value: 500, reason: 'Şikâyet' },
      ],
    });
    expect(rows).toEqual([
      ['bill-subtotal', 'Ara Toplam', 59_500, 'figure'],
      ['bill-staff-discount-0', 'İndirim · Müdavim %10', -5_950, 'figure'],
      ['bill-staff-discount-1', 'İndirim · Şikâyet', -500, 'figure'],
      ['bill-charge-0', 'Kuver', 10_000, 'figure'],
      ['bill-total', 'Toplam', 69_500 - 5_950 - 500, 'total'],
      // (69 500 − 6 450) × 10 / 110 = 5 731.8: VAT on what is charged, rounded once.
      ['bill-vat-10', 'KDV %10 (dahil)', 5_732, 'included'],
    ]);
  });

  it('shows what is paid, the tips apart, both together and what is left after a split', () => {
    const rows = shown({ ...MEAL, payments: [SPLIT] });
    expect(rows.slice(4)).toEqual([
      ['bill-paid', 'Ödenen', 36_500, 'paid'],
      ['bill-tips', 'Bahşiş', 3_650, 'paid'],
      ['bill-paid-total', 'Toplam Ödenen', 40_150, 'total'],
      ['bill-left', 'Kalan Tutar', 33_000, 'left'],
    ]);
  });

  it("in the history, the paid total is the table's and the diner's own part follows (ADR 058)", () => {
    const rows = billRows(computeBill({ ...MEAL, payments: [SPLIT, REST] }), {
      paidByYou: { paid: 36_500, tips: 3_650 },
    }).map((row) => [row.testId, row.label, row.amount, row.kind]);
    expect(rows.slice(4)).toEqual([
      ['bill-paid', 'Ödenen', 69_500, 'paid'],
      ['bill-tips', 'Bahşiş', 4_800, 'paid'],
      ['bill-paid-total', 'Masada Ödenen Toplam', 74_300, 'total'],
      ['bill-paid-by-you', 'Sizin Ödediğiniz', 40_150, 'total'],
    ]);
  });

  it('leaves "Kalan Tutar" out once everything is paid; tips of both payments add up', () => {
    const rows = shown({ ...MEAL, payments: [SPLIT, REST] });
    expect(rows.slice(4)).toEqual([
      ['bill-paid', 'Ödenen', 69_500, 'paid'],
      ['bill-tips', 'Bahşiş', 4_800, 'paid'],
      ['bill-paid-total', 'Toplam Ödenen', 74_300, 'total'],
    ]);
  });

  it('adds VAT on top before the total when prices exclude it, one row per rate', () => {
    const rows = shown({
      ...MEAL,
      taxIncludedInPrice: false,
      lines: [
        { id: 'a', name: 'Adana', quantity: 1, unitPrice: 10_000, vatRate: 10 },
        { id: 'r', name: 'Rakı', quantity: 1, unitPrice: 20_000, vatRate: 20 },
      ],
    });
    expect(rows).toEqual([
      ['bill-subtotal', 'Ara Toplam', 30_000, 'figure'],
      ['bill-charge-0', 'Kuver', 10_000, 'figure'],
      ['bill-vat-10', 'KDV %10', 2_000, 'figure'],
      ['bill-vat-20', 'KDV %20', 4_000, 'figure'],
      ['bill-total', 'Toplam', 46_000, 'total'],
    ]);
  });

  it('shows a discount only when asked (the cart), the subtotal before it', () => {
    const source = { ...computeBill(MEAL), discountTotal: 5_000 };
    expect(billRows(source).map((row) => row.testId)).not.toContain('bill-discount');
    const rows = billRows(source, { showDiscount: true });
    expect(rows.slice(0, 2).map((row) => [row.label, row.amount])).toEqual([
      ['Ara Toplam', 64_500],
      ['İndirim', -5_000],
    ]);
  });

  it('shows a campaign code’s part of the discount on its own row (issue 20)', () => {
    const source = {
      ...computeBill(MEAL),
      discountTotal: 7_500,
      campaign: { code: 'CAYBIZDEN', amount: 2_500 },
    };
    const rows = billRows(source, { showDiscount: true });
    expect(rows.slice(0, 3).map((row) => [row.testId, row.label, row.amount])).toEqual([
      ['bill-subtotal', 'Ara Toplam', 67_000],
      ['bill-discount', 'İndirim', -5_000],
      ['bill-campaign', 'Kampanya (CAYBIZDEN)', -2_500],
    ]);
    // A campaign alone: no empty discount row.
    const only = billRows({ ...source, discountTotal: 2_500 }, { showDiscount: true });
    expect(only.map((row) => row.testId)).not.toContain('bill-discount');
  });
});

describe('lineAmountText', () => {
  it('shows an ikram line as İkram at ₺0 (issue 32, ADR 073)', () => {
    expect(
      lineAmountText({ amount: 0, chargedQuantity: 1, freeQuantity: 0, ikram: true }, null),
    ).toEqual({ price: 0, text: null, note: 'İkram' });
  });
  it('says a free line is free, with no price', () => {
    expect(lineAmountText({ amount: 0, chargedQuantity: 0, freeQuantity: 2 }, 'Kuver')).toEqual({
      price: null,
      text: 'Ücretsiz',
      note: '(Kuver dahil)',
    });
  });

  it('shows the charged amount of a partly free line and notes the free units', () => {
    expect(lineAmountText({ amount: 3_000, chargedQuantity: 1, freeQuantity: 2 }, 'Kuver')).toEqual(
      { price: 3_000, text: null, note: '2 adet ücretsiz (Kuver dahil)' },
    );
  });

  it('names the charge only when the bill has one', () => {
    expect(includingCharge([{ name: 'Kuver' }])).toBe('Kuver');
    expect(includingCharge([{ name: 'Kuver' }, { name: 'Servis' }])).toBeNull();
    expect(lineAmountText({ amount: 0, chargedQuantity: 0, freeQuantity: 1 }, null)).toEqual({
      price: null,
      text: 'Ücretsiz',
      note: null,
    });
  });
});

describe('linePaidNote', () => {
  // The Çay shared among three (ADR 048): one share paid at the tablet, then a second.
  const shared = (paid: number[]) =>
    computeBill({
      ...MEAL,
      lines: MEAL.lines.map((line) => (line.id === 'cay' ? { ...line, shareCount: 3 } : line)),
      payments: paid.map((index) => ({
        id: `p${index}`,
        method: 'cash',
        tip: 0,
        lines: [],
        charges: [],
        shares: [{ lineId: 'cay', index }],
      })),
    }).lines.find((line) => line.id === 'cay')!;

  it('says how many shares of a shared line are paid, then that it is paid', () => {
    expect(linePaidNote(shared([]))).toBeNull();
    expect(linePaidNote(shared([1]))).toBe('1/3 pay ödendi');
    expect(linePaidNote(shared([1, 2]))).toBe('2/3 pay ödendi');
    expect(linePaidNote(shared([1, 2, 3]))).toBe('Ödendi');
  });

  it('counts units of a line not shared', () => {
    const bill = computeBill({ ...MEAL, payments: [SPLIT] });
    expect(linePaidNote(bill.lines.find((line) => line.id === 'cay')!)).toBe('1/3 ödendi');
    expect(linePaidNote(bill.lines.find((line) => line.id === 'adana')!)).toBe('Ödendi');
    expect(linePaidNote(bill.lines.find((line) => line.id === 'lahmacun')!)).toBeNull();
  });
});
