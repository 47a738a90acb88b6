import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateOrderTotals, type OrderLineInput } from './calculate-order-totals.ts';
import type { ServiceChargeInput } from './service-charge.ts';

describe('calculateOrderTotals', () => {
  it('adds discounted lines and groups included VAT by rate over lines and charges', () => {
    const totals = calculateOrderTotals({
      lines: [
        { unitPrice: 15000, quantity: 2, vatRate: 10 }, // Adana Kebap 150,00 × 2
        { unitPrice: 12000, quantity: 1, discountPercentage: 25, vatRate: 20 }, // Efes 120,00 −25 %
        { unitPrice: 0, originalPrice: 5000, quantity: 3, freeQuantity: 2, vatRate: 10 }, // menu
      ],
      serviceCharges: [{ calculation: 'per_person', value: 2500 }],
      personCount: 2,
      taxIncludedInPrice: true,
    });
    expect(totals.lines.map((line) => line.total)).toEqual([30000, 9000, 5000]);
    expect(totals.lines[2]).toMatchObject({ chargedQuantity: 1, chargedUnitPrice: 5000 });
    expect(totals.subtotal).toBe(44000);
    expect(totals.discountTotal).toBe(3000);
    // The kuver (10 % by default) is taxed with the 10 % lines: 40000 / 11 = 3636.4, once.
    expect(totals.vatByRate).toEqual([
      { vatRate: 10, amount: 40000, vat: 3636 },
      { vatRate: 20, amount: 9000, vat: 1500 },
    ]);
    expect(totals.vatTotal).toBe(5136);
    expect(totals.serviceCharges).toEqual([5000]);
    expect(totals.total).toBe(44000 + 5000);
  });

  it('adds VAT on top when prices exclude it, on lines and charges, once per rate', () => {
    const totals = calculateOrderTotals({
      lines: [{ unitPrice: 1005, quantity: 3, vatRate: 10 }],
      serviceCharges: [{ calculation: 'percentage', value: 10 }],
      taxIncludedInPrice: false,
    });
    expect(totals.subtotal).toBe(3015);
    expect(totals.serviceChargeTotal).toBe(302); // 301.5
    expect(totals.vatTotal).toBe(332); // (3015 + 302) × 10 % = 331.7, rounded once
    expect(totals.total).toBe(3015 + 302 + 332);
  });

  it('gives zeros for an empty order', () => {
    const totals = calculateOrderTotals({ lines: [], taxIncludedInPrice: true });
    expect(totals).toMatchObject({ subtotal: 0, vatTotal: 0, vatByRate: [], total: 0 });
  });
});

const line: fc.Arbitrary<OrderLineInput> = fc.record({
  unitPrice: fc.integer({ min: -100, max: 500_000 }),
  originalPrice: fc.option(fc.integer({ min: 0, max: 500_000 })),
  quantity: fc.integer({ min: 0, max: 50 }),
  freeQuantity: fc.option(fc.integer({ min: 0, max: 5 })),
  discountPercentage: fc.option(fc.double({ min: -10, max: 120, noNaN: true })),
  vatRate: fc.constantFrom(0, 1, 8, 10, 18, 20),
});
const charge: fc.Arbitrary<ServiceChargeInput> = fc.record({
  calculation: fc.constantFrom('per_person', 'per_order', 'percentage'),
  value: fc.integer({ min: 0, max: 10_000 }),
});
const input = fc.record({
  lines: fc.array(line, { maxLength: 12 }),
  serviceCharges: fc.array(charge, { maxLength: 3 }),
  personCount: fc.integer({ min: 1, max: 20 }),
  taxIncludedInPrice: fc.boolean(),
});

describe('calculateOrderTotals properties', () => {
  it('never gives a negative or fractional figure', () => {
    fc.assert(
      fc.property(input, (order) => {
        const totals = calculateOrderTotals(order);
        const figures = [totals.subtotal, totals.vatTotal, totals.total];
        for (const value of [...figures, ...totals.lines.map((l) => l.total)]) {
          expect(Number.isInteger(value) && value >= 0).toBe(true);
        }
      }),
    );
  });

  it('keeps included VAT within a kuruş of amount × rate / (1 + rate) for each rate', () => {
    fc.assert(
      fc.property(input, (order) => {
        const totals = calculateOrderTotals({ ...order, taxIncludedInPrice: true });
        for (const group of totals.vatByRate) {
          const rate = group.vatRate / 100;
          expect(Math.abs(group.vat - (group.amount * rate) / (1 + rate))).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('sums VAT by rate to the VAT total, and the parts to the total', () => {
    fc.assert(
      fc.property(input, (order) => {
        const t = calculateOrderTotals(order);
        expect(t.vatByRate.reduce((sum, group) => sum + group.vat, 0)).toBe(t.vatTotal);
        expect(t.lines.reduce((sum, l) => sum + l.total, 0)).toBe(t.subtotal);
        const addedVat = order.taxIncludedInPrice ? 0 : t.vatTotal;
        expect(t.total).toBe(t.subtotal + addedVat + t.serviceChargeTotal);
        expect(t.lines.every((l) => l.grossAmount - l.discountAmount === l.total)).toBe(true);
      }),
    );
  });
});
