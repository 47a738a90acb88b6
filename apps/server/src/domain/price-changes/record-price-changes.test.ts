import { describe, expect, it } from 'vitest';
import { diffPrices } from './record-price-changes.ts';

// ADR 089: which prices a save moved, known by kind and name.
const kebab = {
  price: 42_000,
  options: [
    {
      name: 'Porsiyon',
      required: true,
      multiple: false,
      choices: [
        { name: 'Tek', price: 0 },
        { name: 'Duble', price: 9_000 },
      ],
    },
  ],
  extras: [{ name: 'Közlenmiş Biber', price: 2_500 }],
};

describe('diffPrices', () => {
  it('finds nothing when no price moved', () => {
    expect(diffPrices(kebab, structuredClone(kebab))).toEqual([]);
  });

  it('gives a renamed choice as one taken away and one added, and a removed extra as gone', () => {
    const after = structuredClone(kebab);
    after.options[0]!.choices[1] = { name: 'Büyük', price: 9_000 };
    after.extras = [];
    expect(diffPrices(kebab, after)).toEqual([
      { kind: 'option', itemName: 'Porsiyon · Büyük', oldPrice: null, newPrice: 9_000 },
      { kind: 'option', itemName: 'Porsiyon · Duble', oldPrice: 9_000, newPrice: null },
      { kind: 'extra', itemName: 'Közlenmiş Biber', oldPrice: 2_500, newPrice: null },
    ]);
  });

  it('gives every price of a new product as set for the first time', () => {
    expect(diffPrices(null, kebab).map((c) => [c.itemName, c.oldPrice, c.newPrice])).toEqual([
      ['', null, 42_000],
      ['Porsiyon · Tek', null, 0],
      ['Porsiyon · Duble', null, 9_000],
      ['Közlenmiş Biber', null, 2_500],
    ]);
  });
});
