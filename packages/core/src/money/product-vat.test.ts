import { describe, expect, it } from 'vitest';
import { productVatPercent } from './product-vat.ts';

describe('productVatPercent (ADR 092)', () => {
  it('taxes an alcoholic drink at 20 % and anything else at its own rate, whatever its name', () => {
    expect(productVatPercent({ vatRate: 10, alcoholic: true })).toBe(20);
    expect(productVatPercent({ vatRate: 0, alcoholic: true })).toBe(20);
    expect(productVatPercent({ vatRate: 10, alcoholic: false })).toBe(10);
    expect(productVatPercent({ vatRate: 20, alcoholic: false })).toBe(20);
  });
});
