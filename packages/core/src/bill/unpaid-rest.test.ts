import { describe, expect, it } from 'vitest';
import { computeBill, type BillInput } from './bill.ts';
import { unpaidRest } from './unpaid-rest.ts';

// ADR 076: a walk-out's loss and an open account's debt are what the bill leaves, by VAT rate.
const input: BillInput = {
  taxIncludedInPrice: true,
  lines: [
    { id: 'raki', name: 'Rakı', quantity: 2, unitPrice: 330_00, vatRate: 20 },
    { id: 'meze', name: 'Haydari', quantity: 3, unitPrice: 95_00, vatRate: 10 },
  ],
  charges: [{ id: 'kuver', name: 'Kuver', amount: 80_00, vatRate: 10 }],
  payments: [],
};

describe('unpaidRest', () => {
  it('is the whole bill by rate before any payment', () => {
    const bill = computeBill(input);
    const rest = unpaidRest(bill);
    expect(rest.amount).toBe(bill.total);
    expect(rest.vat).toEqual(bill.vat);
  });

  it('leaves out what was paid, so rest and payments add up to the bill at every rate', () => {
    const bill = computeBill({
      ...input,
      payments: [
        { id: 'p1', method: 'cash', tip: 0, lines: [{ lineId: 'raki', quantity: 1 }], charges: [] },
      ],
    });
    const rest = unpaidRest(bill);
    expect(rest.amount).toBe(bill.left);
    for (const row of bill.vat) {
      const paid = bill.payments.flatMap((p) => p.vat).filter((v) => v.rate === row.rate);
      const left = rest.vat.find((v) => v.rate === row.rate) ?? { base: 0, vat: 0 };
      expect(left.base + paid.reduce((sum, v) => sum + v.base, 0)).toBe(row.base);
      expect(left.vat + paid.reduce((sum, v) => sum + v.vat, 0)).toBe(row.vat);
    }
    expect(rest.vat.reduce((sum, v) => sum + v.base, 0)).toBe(bill.left);
  });

  it('is nothing once everything is paid', () => {
    const bill = computeBill({
      ...input,
      payments: [
        {
          id: 'p1',
          method: 'cash',
          tip: 0,
          lines: [
            { lineId: 'raki', quantity: 2 },
            { lineId: 'meze', quantity: 3 },
          ],
          charges: ['kuver'],
        },
      ],
    });
    expect(unpaidRest(bill)).toEqual({ amount: 0, vat: [] });
  });
});
