import { describe, expect, it } from 'vitest';
import { makeBill } from '../../testing/bill-fixture.ts';
import { availableCharges, clampSelection, previewBill, previewSplit } from './bill-preview.ts';

describe('previewBill', () => {
  it("without a tip asks for the server's amount left, service charges included", () => {
    const bill = makeBill();
    const preview = previewBill(bill.bill, { tipPercentage: 0, people: null });
    expect(preview.total).toBe(bill.remainingAmount);
    expect(preview.total).toBe(66_666 + 12_000 + 5_000);
    expect(preview.perPerson).toEqual([]);
  });

  it('puts the tip on the items still to pay and splits equally to the kuruş', () => {
    const preview = previewBill(makeBill().bill, { tipPercentage: 10, people: 3 });
    // Items 78 666 kuruş → tip 7 867 (half up); + kuver 5 000.
    expect(preview.tip).toBe(7_867);
    expect(preview.total).toBe(78_666 + 7_867 + 5_000);
    expect(preview.perPerson).toEqual([30_511, 30_511, 30_511]);
    expect(preview.perPerson.reduce((a, b) => a + b, 0)).toBe(preview.total);
  });

  it('counts a person count below 2 as 2', () => {
    expect(previewBill(makeBill().bill, { tipPercentage: 0, people: 1 }).perPerson).toHaveLength(2);
  });

  it('leaves out what is paid and what approved splits hold', () => {
    const bill = makeBill({
      payments: [
        {
          id: 'p1',
          method: 'cash',
          tip: 0,
          lines: [{ lineId: 'i1', quantity: 1 }],
          charges: ['c1'],
        },
      ],
      reserved: { i2: 3 },
    });
    expect(previewBill(bill.bill, { tipPercentage: 0, people: null }).total).toBe(33_333);
  });

  it('adds VAT on top when prices exclude it, once per rate', () => {
    const bill = makeBill({
      taxIncludedInPrice: false,
      lines: [{ id: 'i1', name: 'Adana', quantity: 1, unitPrice: 10_000, vatRate: 10 }],
      charges: [],
    });
    const preview = previewBill(bill.bill, { tipPercentage: 0, people: null });
    expect(preview.vatTotal).toBe(1_000);
    expect(preview.total).toBe(11_000);
  });
});

describe('split selection', () => {
  const bill = makeBill({ held: { i1: 1 } });

  it('caps each item at what a new split may take and drops zeros', () => {
    expect(clampSelection(bill, { i1: 5, i2: 0, unknown: 2 })).toEqual({ i1: 1 });
    expect(clampSelection(bill, { i1: -1, i2: 2.7 })).toEqual({ i2: 2 });
  });

  it('never offers a free unit: the kuver pays for it', () => {
    const withBread = makeBill({
      lines: [
        { id: 'b', name: 'Ekmek', quantity: 2, freeQuantity: 2, unitPrice: 3_000, vatRate: 10 },
      ],
    });
    expect(clampSelection(withBread, { b: 2 })).toEqual({});
  });

  it('prices the chosen units with a tip of up to 20 %', () => {
    const price = previewSplit(bill, { i1: 1, i2: 2 }, 20);
    expect(price.itemsAmount).toBe(33_333 + 8_000);
    expect(price.tip).toBe(8_267);
    expect(price.total).toBe(41_333 + 8_267);
  });

  it('adds the kuver whole when chosen, untipped, and only while no other split has it (issue 20)', () => {
    const price = previewSplit(bill, { i1: 1 }, 10, ['c1']);
    expect(price).toMatchObject({ itemsAmount: 33_333, chargesAmount: 5_000, tip: 3_333 });
    expect(price.total).toBe(33_333 + 5_000 + 3_333);
    const held = makeBill({ heldCharges: ['c1'] });
    expect(availableCharges(held, ['c1'])).toEqual([]);
    expect(previewSplit(held, { i1: 1 }, 0, ['c1']).chargesAmount).toBe(0);
  });
});
