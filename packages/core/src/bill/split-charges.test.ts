import { describe, expect, it } from 'vitest';
import { computeBill, inputOfBill, priceSelection, restOfBill, type BillInput } from './bill.ts';

// Issue 20: the kuver inside a split of chosen items. A payment pays charged units and whole
// charges (ADR 027), so a split may take the whole kuver with its units, never a part of it.
const meal: BillInput = {
  taxIncludedInPrice: true,
  lines: [
    { id: 'adana', name: 'Adana Kebap', quantity: 2, unitPrice: 420_00, vatRate: 10 },
    { id: 'ayran', name: 'Ayran', quantity: 2, unitPrice: 45_00, vatRate: 20 },
  ],
  charges: [{ id: 'kuver', name: 'Kuver', amount: 100_00, vatRate: 10 }],
  payments: [],
};

describe('a service charge in a split (issue 20)', () => {
  it('prices the kuver with the chosen units, its VAT inside, and tips only the items', () => {
    const price = priceSelection(meal, { lines: { adana: 1 }, charges: ['kuver'] }, 10);
    expect(price).toMatchObject({
      itemsAmount: 420_00,
      chargesAmount: 100_00,
      amount: 520_00,
      tip: 42_00,
      total: 562_00,
      charges: ['kuver'],
    });
    expect(price.vat).toEqual([{ rate: 10, base: 520_00, vat: 47_27 }]);
  });

  it('keeps a charge held by a pending split from other splits, and reserved by an approved one from the rest', () => {
    const held = computeBill({ ...meal, heldCharges: ['kuver'] });
    expect(held.charges[0]).toMatchObject({ paid: false, due: true, available: false });
    expect(restOfBill(held).charges).toEqual(['kuver']);

    const reserved = computeBill({ ...meal, reserved: { adana: 1 }, reservedCharges: ['kuver'] });
    expect(reserved.charges[0]).toMatchObject({ paid: false, due: false, available: false });
    expect(restOfBill(reserved)).toEqual({
      lines: { adana: 1, ayran: 2 },
      charges: [],
      shares: {},
    });
    // The rest of the bill is what the split does not pay: 420 + 90.
    expect(priceSelection(meal, restOfBill(reserved)).amount).toBe(510_00);
    expect(reserved.left).toBe(1030_00);
  });

  it('pays the split and the rest to the total, and reads the bill back as it was made', () => {
    const split = priceSelection(meal, { lines: { adana: 1 }, charges: ['kuver'] }, 10);
    const afterSplit: BillInput = {
      ...meal,
      payments: [
        { id: 'p1', method: 'cash', tip: split.tip, lines: split.lines, charges: ['kuver'] },
      ],
    };
    const bill = computeBill(afterSplit);
    expect(bill.charges[0]).toMatchObject({ paid: true, due: false, available: false });
    const rest = priceSelection(afterSplit, restOfBill(bill));
    expect(split.amount + rest.amount).toBe(bill.total);
    expect(rest.charges).toEqual([]);

    const pending = computeBill({ ...meal, heldCharges: ['kuver'], held: { adana: 1 } });
    expect(computeBill(inputOfBill(pending))).toEqual(pending);
    const approved = computeBill({ ...meal, reservedCharges: ['kuver'], reserved: { adana: 1 } });
    expect(computeBill(inputOfBill(approved))).toEqual(approved);
  });
});
