import { describe, expect, it } from 'vitest';
import { computeBill, priceSelection, restOfBill, type BillInput } from './bill.ts';

// The meal of issue 19, at Boğaz's prices: ₺595 of food and a ₺100 kuver for two (bread free).
const meal: BillInput = {
  taxIncludedInPrice: true,
  lines: [
    { id: 'sigara', name: 'Sigara Böreği', quantity: 1, unitPrice: 190_00, vatRate: 10 },
    { id: 'coban', name: 'Çoban Salata', quantity: 1, unitPrice: 150_00, vatRate: 10 },
    { id: 'kahve', name: 'Türk Kahvesi', quantity: 2, unitPrice: 90_00, vatRate: 10 },
    { id: 'cay', name: 'Çay', quantity: 3, unitPrice: 25_00, vatRate: 10 },
    {
      id: 'ekmek',
      name: 'Ekmek Sepeti',
      quantity: 1,
      freeQuantity: 1,
      unitPrice: 30_00,
      vatRate: 10,
    },
  ],
  charges: [{ id: 'kuver', name: 'Kuver', amount: 100_00, vatRate: 10 }],
  payments: [],
};

describe('the one bill model', () => {
  it('prices a free line at nothing and keeps the kuver inside the VAT', () => {
    const bill = computeBill(meal);
    expect(bill.subtotal).toBe(595_00);
    expect(bill.lines.find((line) => line.id === 'ekmek')).toMatchObject({
      amount: 0,
      chargedQuantity: 0,
      leftQuantity: 0,
    });
    expect(bill.total).toBe(695_00);
    expect(bill.vat).toEqual([{ rate: 10, base: 695_00, vat: 63_18 }]);
    expect(bill.left).toBe(695_00);
  });

  it('replays the meal of issue 19: a split with 10 %, the rest with 5 %', () => {
    const split = priceSelection(
      meal,
      { lines: { sigara: 1, coban: 1, kahve: 1, cay: 1, ekmek: 1 } },
      10,
    );
    expect(split).toMatchObject({ amount: 455_00, tip: 45_50, total: 500_50 });
    const afterSplit: BillInput = {
      ...meal,
      payments: [
        { id: 'p1', method: 'credit_card', tip: split.tip, lines: split.lines, charges: [] },
      ],
    };
    expect(computeBill(afterSplit)).toMatchObject({ paid: 455_00, left: 240_00, tips: 45_50 });

    const rest = priceSelection(afterSplit, restOfBill(computeBill(afterSplit)), 5);
    expect(rest).toMatchObject({
      itemsAmount: 140_00,
      chargesAmount: 100_00,
      tip: 7_00,
      total: 247_00,
    });
    const paid = computeBill({
      ...afterSplit,
      payments: [
        ...afterSplit.payments,
        { id: 'p2', method: 'cash', tip: rest.tip, lines: rest.lines, charges: rest.charges },
      ],
    });
    expect(paid).toMatchObject({
      paid: 695_00,
      tips: 52_50,
      left: 0,
      settled: true,
      vatTotal: 63_18,
    });
    expect(paid.paid + paid.tips).toBe(747_50);
    // The payments' VAT shares add up to the bill's VAT.
    expect(paid.payments.flatMap((p) => p.vat).reduce((a, v) => a + v.vat, 0)).toBe(63_18);
  });

  it('adds VAT on top once per rate, lines and charges together', () => {
    const bill = computeBill({
      taxIncludedInPrice: false,
      lines: [{ id: 'a', name: 'A', quantity: 3, unitPrice: 10_05, vatRate: 10 }],
      charges: [{ id: 'k', name: 'Kuver', amount: 3_02, vatRate: 10 }],
      payments: [],
    });
    // 30.15 + 3.02 = 33.17; VAT 3.317 → 3.32 once, not 1.01 × 3 + 0.30.
    expect(bill.vat).toEqual([{ rate: 10, base: 33_17, vat: 3_32 }]);
    expect(bill.total).toBe(33_17 + 3_32);
  });

  it('tips on what the items cost with their VAT, never on a charge', () => {
    const added: BillInput = {
      taxIncludedInPrice: false,
      lines: [{ id: 'a', name: 'Adana', quantity: 1, unitPrice: 100_00, vatRate: 10 }],
      charges: [{ id: 'k', name: 'Kuver', amount: 50_00, vatRate: 10 }],
      payments: [],
    };
    // ₺100 + ₺10 VAT: a 10 % tip is ₺11 (001 §9: on the total in the bill dialog).
    expect(priceSelection(added, { lines: { a: 1 }, charges: ['k'] }, 10)).toMatchObject({
      amount: 165_00,
      tip: 11_00,
    });
    expect(priceSelection(meal, { charges: ['kuver'] }, 10)).toMatchObject({ tip: 0 });
  });

  it('never pays a unit or a charge twice and leaves cancelled lines out', () => {
    const input: BillInput = {
      ...meal,
      lines: [
        ...meal.lines,
        {
          id: 'iptal',
          name: 'Künefe',
          quantity: 1,
          unitPrice: 240_00,
          vatRate: 10,
          cancelled: true,
        },
      ],
      payments: [
        {
          id: 'p1',
          method: 'cash',
          tip: 0,
          lines: [{ lineId: 'cay', quantity: 5 }],
          charges: ['kuver'],
        },
        {
          id: 'p2',
          method: 'cash',
          tip: 0,
          lines: [
            { lineId: 'cay', quantity: 1 },
            { lineId: 'iptal', quantity: 1 },
          ],
          charges: ['kuver'],
        },
      ],
    };
    const bill = computeBill(input);
    expect(bill.payments.map((p) => p.amount)).toEqual([75_00 + 100_00, 0]);
    expect(bill.total).toBe(695_00);
    expect(bill.left).toBe(695_00 - 175_00);
  });

  it('keeps approved splits out of the rest, and pending ones out of a new split', () => {
    const bill = computeBill({ ...meal, reserved: { cay: 1 }, held: { cay: 1 } });
    expect(bill.lines.find((line) => line.id === 'cay')).toMatchObject({
      leftQuantity: 3,
      dueQuantity: 2,
      availableQuantity: 1,
    });
    expect(restOfBill(bill).lines).toMatchObject({ cay: 2 });
    expect(bill.left).toBe(695_00);
  });
});
