// Staff discounts in the one bill model (ADR 074): "İndirim · Müdavim %10 −₺12,50" on a ₺125
// order, spread exactly over lines, units and VAT rates, and paid units never repriced.
import { describe, expect, it } from 'vitest';
import { computeBill, priceSelection, type BillInput } from './bill.ts';
import { spreadByWeight } from './staff-discounts.ts';

const meal = (): BillInput => ({
  taxIncludedInPrice: true,
  lines: [
    { id: 'kofte', name: 'Köfte', quantity: 1, unitPrice: 25_000, vatRate: 10 },
    { id: 'ayran', name: 'Ayran', quantity: 3, unitPrice: 3_333, vatRate: 10 },
    { id: 'raki', name: 'Rakı', quantity: 1, unitPrice: 10_001, vatRate: 20 },
  ],
  charges: [{ id: 'kuver', name: 'Kuver', amount: 2_000, vatRate: 10 }],
  payments: [],
});

describe('staff discounts', () => {
  it('takes 10 % of the lines, never of the kuver, as its own row', () => {
    const input = meal();
    input.staffDiscounts = [
      { id: 'd1', lineId: null, kind: 'percent', value: 10, reason: 'Müdavim' },
    ];
    const bill = computeBill(input);
    // Lines: 250.00 + 99.99 + 100.01 = 450.00; 10 % = 45.00.
    expect(bill.subtotal).toBe(45_000);
    expect(bill.staffDiscounts).toEqual([{ ...input.staffDiscounts[0], amount: 4_500 }]);
    expect(bill.staffDiscountTotal).toBe(4_500);
    expect(bill.total).toBe(45_000 - 4_500 + 2_000);
    expect(bill.lines.map((l) => l.staffDiscount)).toEqual([2_500, 1_000, 1_000]);
    expect(bill.vat.map((v) => v.base)).toEqual([22_500 + 8_999 + 2_000, 9_001]);
  });

  it('applies discounts one after another, a line one on that line only', () => {
    const input = meal();
    input.staffDiscounts = [
      { id: 'd1', lineId: 'ayran', kind: 'amount', value: 1_000, reason: 'Şikâyet' },
      { id: 'd2', lineId: null, kind: 'percent', value: 10, reason: 'Müdavim' },
    ];
    const bill = computeBill(input);
    expect(bill.staffDiscounts.map((d) => d.amount)).toEqual([1_000, 4_400]);
    // Ayran: 99.99 − 10.00 = 89.99, then its part of the 44.00.
    expect(bill.lines.find((l) => l.id === 'ayran')!.staffDiscount).toBe(1_000 + 900);
    expect(bill.total).toBe(45_000 - 5_400 + 2_000);
  });

  it('prices each unit of a discounted line apart, so the units add up to the line', () => {
    const input = meal();
    input.staffDiscounts = [
      { id: 'd1', lineId: 'ayran', kind: 'amount', value: 1_000, reason: 'x' },
    ];
    const units = [1, 1, 1].map((_, index) => {
      const price = priceSelection(input, { lines: { ayran: 1 } });
      (input.payments as BillInput['payments'][number][]).push({
        id: `p${index}`,
        method: 'cash',
        tip: 0,
        lines: price.lines,
        charges: [],
      });
      return price.amount;
    });
    expect(units).toEqual([2_999, 3_000, 3_000]);
    expect(computeBill(input).lines[1]).toMatchObject({ paidQuantity: 3, leftQuantity: 0 });
  });

  it('spreads by largest remainder, exactly, never a part above its weight', () => {
    expect(spreadByWeight(1_000, [3_333, 3_333, 3_333])).toEqual([334, 333, 333]);
    expect(spreadByWeight(7, [1, 1, 5])).toEqual([1, 1, 5]);
    expect(spreadByWeight(0, [5, 5])).toEqual([0, 0]);
  });
});
