import { describe, expect, it } from 'vitest';
import { addedVat, includedVat } from './calculate-vat.ts';
import { vatOf } from './vat-by-rate.ts';
import { chargedQuantity, freeItemPickerTotal } from './charged-quantity.ts';
import { discountAmount, discountedPrice } from './discounted-price.ts';
import { formatTry } from './format-try.ts';
import { divideRoundHalfUp } from './round-half-up.ts';
import { calculateServiceChargeAmount } from './service-charge.ts';
import { SPLIT_TIP_OPTIONS, TIP_OPTIONS, calculateTip } from './tip.ts';

describe('rounding to the kuruş', () => {
  it('rounds halves up and everything else to the nearest', () => {
    expect(divideRoundHalfUp(5, 2)).toBe(3);
    expect(divideRoundHalfUp(7, 4)).toBe(2);
    expect(divideRoundHalfUp(5, 4)).toBe(1);
    expect(divideRoundHalfUp(-5, 2)).toBe(-3);
    expect(divideRoundHalfUp(0, 7)).toBe(0);
  });
});

describe('VAT', () => {
  it('finds the VAT inside a VAT-inclusive price', () => {
    expect(includedVat(11000, 0.1)).toBe(1000);
    expect(includedVat(12000, 0.2)).toBe(2000);
    expect(includedVat(100, 0.18)).toBe(15); // 15.25
    expect(includedVat(1000, 0)).toBe(0);
  });

  it('adds VAT on a net price', () => {
    expect(addedVat(10000, 0.1)).toBe(1000);
    expect(addedVat(125, 0.2)).toBe(25);
    expect(addedVat(5, 0.1)).toBe(1); // 0.5 rounds up
  });

  it('chooses by tax.includedInPrice, the rate in whole percent (vatOf, ADR 101)', () => {
    expect(vatOf(11000, 10, true)).toBe(1000);
    expect(vatOf(11000, 10, false)).toBe(1100);
  });
});

describe('discounts, free quantities and the free-item picker', () => {
  it('takes the percentage off the price, rounded to the kuruş', () => {
    expect(discountedPrice(10000, 15)).toBe(8500);
    expect(discountedPrice(999, 10)).toBe(899); // 99.9 discount rounds to 100
    expect(discountAmount(5, 10)).toBe(1);
    expect(discountedPrice(1000, undefined)).toBe(1000);
    expect(discountedPrice(1000, 150)).toBe(0);
    expect(discountedPrice(1000, -5)).toBe(1000);
  });

  it('charges only the units beyond the free quantity', () => {
    expect(chargedQuantity(3, 1)).toBe(2);
    expect(chargedQuantity(1, 3)).toBe(0);
    expect(chargedQuantity(2, undefined)).toBe(2);
  });

  it('lets the picker choose the larger of included quantity and person count', () => {
    expect(freeItemPickerTotal({ includedTotalQuantity: 2, personCount: 4 })).toBe(4);
    expect(freeItemPickerTotal({ includedTotalQuantity: 5, personCount: 4 })).toBe(5);
    expect(freeItemPickerTotal({})).toBe(1);
  });
});

describe('tips and service charges', () => {
  it('offers the same tip choices on every screen (ADR 027)', () => {
    expect(TIP_OPTIONS).toEqual([0, 5, 10, 15, 20]);
    expect(SPLIT_TIP_OPTIONS).toEqual(TIP_OPTIONS);
  });

  it('computes a tip as a percentage of its base', () => {
    expect(calculateTip(12345, 10)).toBe(1235); // 1234.5
    expect(calculateTip(10000, 0)).toBe(0);
    expect(calculateTip(10000, -10)).toBe(0);
  });

  it('charges per person, per order, or a percentage of the order amount', () => {
    const context = { personCount: 3, orderAmount: 25050 };
    expect(calculateServiceChargeAmount({ calculation: 'per_person', value: 2000 }, context)).toBe(
      6000,
    );
    expect(calculateServiceChargeAmount({ calculation: 'per_order', value: 1500 }, context)).toBe(
      1500,
    );
    expect(calculateServiceChargeAmount({ calculation: 'percentage', value: 10 }, context)).toBe(
      2505,
    );
    expect(calculateServiceChargeAmount({ calculation: 'per_order', value: -1 }, context)).toBe(0);
  });
});

describe('formatTry', () => {
  it('formats kuruş as Turkish lira with exactly two decimals', () => {
    // Intl separates the sign from the amount with a no-break space in some ICU versions.
    const plain = (text: string) => text.replace(/\s/g, '');
    expect(plain(formatTry(123450))).toBe('₺1.234,50');
    expect(plain(formatTry(5))).toBe('₺0,05');
    expect(plain(formatTry(0))).toBe('₺0,00');
    expect(formatTry(123456789)).toBe('₺1.234.567,89');
    expect(formatTry(-250)).toBe('-₺2,50');
  });

  it('writes what the tr-TR currency format of Intl writes', () => {
    const intl = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
    const plain = (text: string) => text.replace(/\s/g, '');
    for (const kurus of [1, 99, 100, 999_99, 1000_00, 12_345_67, 100_000_000_00, -1, -1234_56]) {
      expect(formatTry(kurus)).toBe(plain(intl.format(kurus / 100)));
    }
  });
});
