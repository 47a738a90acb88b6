// Refunds in the one bill model (issue 34, ADR 084): what a payment gave back is due again, at
// what that payment priced it, and the bill's left grows by exactly that.
import { describe, expect, it } from 'vitest';
import { computeBill, priceRefund, priceSelection, type BillInput } from './bill.ts';

const table = (): BillInput => ({
  taxIncludedInPrice: true,
  lines: [
    { id: 'ayran', name: 'Ayran', quantity: 3, unitPrice: 1_000, vatRate: 10 },
    { id: 'rakı', name: 'Rakı', quantity: 1, unitPrice: 10_000, vatRate: 20, shareCount: 3 },
  ],
  charges: [{ id: 'kuver', name: 'Kuver', amount: 500, vatRate: 10 }],
  payments: [],
  refunds: [],
});

const pay = (input: BillInput, id: string, selection: Parameters<typeof priceSelection>[1]) => {
  const price = priceSelection(input, selection, 10);
  input.payments = [...input.payments, { id, method: 'credit_card', ...price }];
  return price;
};

const refund = (input: BillInput, parts: Parameters<typeof priceRefund>[1]) => {
  const priced = priceRefund(input, parts);
  const id = `r${input.refunds!.length}`;
  input.refunds = [...input.refunds!, { ...parts, id, afterPayments: input.payments.length }];
  return priced;
};

describe('a refund (issue 34)', () => {
  it('reopens the bill by what the payment paid for the units, which are paid again', () => {
    const input = table();
    pay(input, 'p1', { lines: { ayran: 2 }, charges: ['kuver'] });
    expect(computeBill(input).left).toBe(11_000);
    const given = refund(input, {
      paymentId: 'p1',
      lines: [{ lineId: 'ayran', quantity: 1 }],
      charges: [],
      shares: [],
      tip: 0,
    });
    expect(given).toMatchObject({ amount: 1_000, lines: [{ lineId: 'ayran', quantity: 1 }] });
    const bill = computeBill(input);
    expect(bill).toMatchObject({ paid: 2_500, refunded: 1_000, left: 12_000 });
    expect(bill.lines[0]).toMatchObject({ paidQuantity: 1, leftQuantity: 2, dueQuantity: 2 });
    expect(bill.paid - bill.refunded + bill.left).toBe(bill.total);
    // The refunded unit is paid again at its price; the rest settles the bill.
    expect(pay(input, 'p2', { lines: { ayran: 2 } }).amount).toBe(2_000);
    pay(input, 'p3', { shares: { rakı: [1, 2, 3] } });
    expect(computeBill(input)).toMatchObject({ left: 0, settled: true });
  });

  it('gives back a share, which is due and paid again, and the tip when asked', () => {
    const input = table();
    const paid = pay(input, 'p1', { shares: { rakı: [1] } });
    expect(paid.amount).toBe(3_334);
    expect(paid.tip).toBeGreaterThan(0);
    const given = refund(input, {
      paymentId: 'p1',
      lines: [],
      charges: [],
      shares: [{ lineId: 'rakı', index: 1 }],
      tip: paid.tip,
    });
    expect(given).toMatchObject({ amount: 3_334, tip: paid.tip });
    const bill = computeBill(input);
    expect(bill.tips).toBe(0);
    expect(bill.lines[1]!.shares[0]).toMatchObject({ index: 1, paid: false, due: true });
    expect(pay(input, 'p2', { shares: { rakı: [1] } }).amount).toBe(3_334);
  });

  it('never gives back more than the payment holds, nor twice', () => {
    const input = table();
    pay(input, 'p1', { lines: { ayran: 1 } });
    pay(input, 'p2', { lines: { ayran: 1 } });
    const parts = {
      paymentId: 'p1',
      lines: [{ lineId: 'ayran', quantity: 3 }],
      charges: ['kuver'],
      shares: [{ lineId: 'rakı', index: 2 }],
      tip: 50_000,
    };
    expect(refund(input, parts)).toMatchObject({
      amount: 1_000,
      lines: [{ lineId: 'ayran', quantity: 1 }],
      charges: [],
      shares: [],
      tip: 100,
    });
    expect(priceRefund(input, parts)).toMatchObject({ amount: 0, lines: [], tip: 0 });
    expect(computeBill(input).lines[0]).toMatchObject({ paidQuantity: 1, leftQuantity: 2 });
  });

  it('with VAT on top gives back the VAT its units took, so the payments still add up', () => {
    const input = { ...table(), taxIncludedInPrice: false };
    pay(input, 'p1', { lines: { ayran: 3 } });
    const given = refund(input, {
      paymentId: 'p1',
      lines: [{ lineId: 'ayran', quantity: 1 }],
      charges: [],
      shares: [],
      tip: 0,
    });
    expect(given).toMatchObject({ amount: 1_100, vat: [{ rate: 10, base: 1_000, vat: 100 }] });
    pay(input, 'p2', { lines: { ayran: 1 }, charges: ['kuver'], shares: { rakı: [1, 2, 3] } });
    const bill = computeBill(input);
    expect(bill).toMatchObject({ left: 0, settled: true });
    expect(bill.paid - bill.refunded).toBe(bill.total);
  });
});
