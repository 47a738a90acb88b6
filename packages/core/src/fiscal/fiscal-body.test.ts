import { describe, expect, it } from 'vitest';
import { computeBill, type BillInput } from '../bill/bill.ts';
import { fiscalBody } from './fiscal-body.ts';
import { reconcile } from './reconcile.ts';

// A payment's fiscal request (issue 35 §4, ADR 093): what the register must record is what the
// one bill model says the payment paid, its lines adding up to its amount at every VAT rate.
const meal: BillInput = {
  taxIncludedInPrice: true,
  lines: [
    { id: 'adana', name: 'Adana Kebap', quantity: 2, unitPrice: 420_00, vatRate: 10 },
    { id: 'raki', name: 'Rakı (20 cl)', quantity: 1, unitPrice: 350_00, vatRate: 20 },
    { id: 'meze', name: 'Meze Tabağı', quantity: 1, unitPrice: 301_00, vatRate: 10, shareCount: 3 },
  ],
  charges: [{ id: 'kuver', name: 'Kuver', amount: 50_00, vatRate: 10 }],
  payments: [
    {
      id: 'p1',
      method: 'credit_card',
      tip: 40_00,
      lines: [
        { lineId: 'adana', quantity: 1 },
        { lineId: 'raki', quantity: 1 },
      ],
      charges: ['kuver'],
      shares: [{ lineId: 'meze', index: 1 }],
    },
  ],
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('fiscalBody', () => {
  it('lists the units, the share and the charge the payment paid, with its VAT by rate and the tip apart', () => {
    const bill = computeBill(meal);
    const body = fiscalBody({ bill, paymentId: 'p1' });
    expect(body.lines).toEqual([
      { name: 'Adana Kebap', quantity: 1, unitPrice: 420_00, amount: 420_00, vatRate: 10 },
      { name: 'Rakı (20 cl)', quantity: 1, unitPrice: 350_00, amount: 350_00, vatRate: 20 },
      { name: 'Meze Tabağı (1/3)', quantity: 1, unitPrice: 100_34, amount: 100_34, vatRate: 10 },
      { name: 'Kuver', quantity: 1, unitPrice: 50_00, amount: 50_00, vatRate: 10 },
    ]);
    expect(body).toMatchObject({ paymentType: 'credit_card', amount: 920_34, tip: 40_00 });
    expect(body.vatTotals.map(({ vatRate, gross }) => ({ vatRate, gross }))).toEqual([
      { vatRate: 10, gross: 570_34 },
      { vatRate: 20, gross: 350_00 },
    ]);
    const payment = bill.payments[0]!;
    expect(body.vatTotals.map((total) => total.vat)).toEqual(payment.vat.map((share) => share.vat));
  });

  it('carries a staff discount as an "İndirim" line of its rate, so the lines add up to the amount', () => {
    const bill = computeBill({
      ...meal,
      staffDiscounts: [
        { id: 'd1', lineId: 'adana', kind: 'amount', value: 20_00, reason: 'Müdavim' },
      ],
    });
    const body = fiscalBody({ bill, paymentId: 'p1' });
    expect(body.lines.filter((line) => line.name === 'İndirim')).toEqual([
      expect.objectContaining({ vatRate: 10, amount: expect.any(Number) }),
    ]);
    expect(body.lines.find((line) => line.name === 'İndirim')!.amount).toBeLessThan(0);
    expect(sum(body.lines.map((line) => line.amount))).toBe(body.amount);
    for (const total of body.vatTotals) {
      const lines = body.lines.filter((line) => line.vatRate === total.vatRate);
      expect(sum(lines.map((line) => line.amount))).toBe(total.gross);
    }
  });

  it('shows VAT-inclusive prices when VAT is added on top (ADR 034)', () => {
    const bill = computeBill({ ...meal, taxIncludedInPrice: false });
    const body = fiscalBody({ bill, paymentId: 'p1' });
    expect(body.lines[0]).toEqual({
      name: 'Adana Kebap',
      quantity: 1,
      unitPrice: 462_00,
      amount: 462_00,
      vatRate: 10,
    });
    expect(sum(body.vatTotals.map((total) => total.gross))).toBe(body.amount);
    expect(sum(body.lines.map((line) => line.amount))).toBe(body.amount);
  });
});

describe('reconcile', () => {
  it('lists each non-zero register − masa by VAT rate, method and total', () => {
    const masa = {
      byVatRate: [
        { vatRate: 10, gross: 5_000_00 },
        { vatRate: 20, gross: 1_200_00 },
      ],
      byMethod: [
        { method: 'cash', amount: 2_000_00 },
        { method: 'credit_card', amount: 4_200_00 },
      ],
    };
    expect(reconcile(masa, masa)).toEqual([]);
    const register = {
      byVatRate: [
        { vatRate: 10, gross: 5_010_00 },
        { vatRate: 20, gross: 1_200_00 },
      ],
      byMethod: [
        { method: 'credit_card', amount: 4_200_00 },
        { method: 'cash', amount: 2_010_00 },
      ],
    };
    expect(reconcile(masa, register)).toEqual([
      { kind: 'vatRate', key: '10', masa: 5_000_00, register: 5_010_00, difference: 10_00 },
      { kind: 'method', key: 'cash', masa: 2_000_00, register: 2_010_00, difference: 10_00 },
      { kind: 'total', key: 'total', masa: 6_200_00, register: 6_210_00, difference: 10_00 },
    ]);
    // A rate only one side names counts as 0 on the other.
    expect(reconcile(masa, { ...masa, byVatRate: [{ vatRate: 10, gross: 5_000_00 }] })).toEqual([
      { kind: 'vatRate', key: '20', masa: 1_200_00, register: 0, difference: -1_200_00 },
      { kind: 'total', key: 'total', masa: 6_200_00, register: 5_000_00, difference: -1_200_00 },
    ]);
  });
});
