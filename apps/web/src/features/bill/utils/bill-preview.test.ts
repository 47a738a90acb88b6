import { describe, expect, it } from 'vitest';
import { makeBill, makeBillItem } from './bill-fixture.ts';
import { clampSelection, previewBill, previewSplit } from './bill-preview.ts';

describe('previewBill', () => {
  it("without a tip asks for the server's amount left, service charges included", () => {
    const bill = makeBill();
    const preview = previewBill(bill, { tipPercentage: 0, people: null });
    expect(preview.total).toBe(bill.remainingAmount);
    expect(preview.perPerson).toEqual([]);
  });

  it('puts the tip on the items still to pay and splits equally to the kuruş', () => {
    const preview = previewBill(makeBill(), { tipPercentage: 10, people: 3 });
    // Items 78 666 kuruş → tip 7 867 (half up); + service 5 000.
    expect(preview.tip).toBe(7_867);
    expect(preview.total).toBe(78_666 + 7_867 + 5_000);
    expect(preview.perPerson).toEqual([30_511, 30_511, 30_511]);
    expect(preview.perPerson.reduce((a, b) => a + b, 0)).toBe(preview.total);
  });

  it('counts a person count below 2 as 2', () => {
    expect(previewBill(makeBill(), { tipPercentage: 0, people: 1 }).perPerson).toHaveLength(2);
  });

  it('leaves out what is paid or in approved splits', () => {
    const bill = makeBill({
      items: [makeBillItem({ paidQuantity: 1, remainingQuantity: 1, availableQuantity: 1 })],
      serviceChargeTotal: 0,
    });
    expect(previewBill(bill, { tipPercentage: 0, people: null }).total).toBe(33_333);
  });

  it('adds VAT on top when prices exclude it', () => {
    const bill = makeBill({
      taxIncludedInPrice: false,
      serviceChargeTotal: 0,
      items: [makeBillItem({ unitPrice: 10_000, quantity: 1, remainingQuantity: 1 })],
    });
    const preview = previewBill(bill, { tipPercentage: 0, people: null });
    expect(preview.vatTotal).toBe(1_000);
    expect(preview.total).toBe(11_000);
  });
});

describe('split selection', () => {
  const bill = makeBill({
    items: [
      makeBillItem({ remainingQuantity: 2, availableQuantity: 1, pendingQuantity: 1 }),
      makeBillItem({
        id: 'i2',
        quantity: 3,
        unitPrice: 4_000,
        remainingQuantity: 3,
        availableQuantity: 3,
      }),
    ],
  });

  it('caps each item at what a new split may take and drops zeros', () => {
    expect(clampSelection(bill, { i1: 5, i2: 0, unknown: 2 })).toEqual({ i1: 1 });
    expect(clampSelection(bill, { i1: -1, i2: 2.7 })).toEqual({ i2: 2 });
  });

  it('prices the chosen units with a tip of up to 20 %', () => {
    const price = previewSplit(bill, { i1: 1, i2: 2 }, 20);
    expect(price.subtotal).toBe(33_333 + 8_000);
    expect(price.tip).toBe(8_267);
    expect(price.total).toBe(41_333 + 8_267);
  });
});
