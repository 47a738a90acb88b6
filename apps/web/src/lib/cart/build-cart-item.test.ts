import { describe, expect, it } from 'vitest';
import { needsChoice } from '@masa/core/menu/needs-choice';
import { type CartProduct, buildCartItem, missingChoices } from './build-cart-item.ts';

const tost: CartProduct = {
  id: 'p-tost',
  businessId: 'b1',
  name: 'Kaşarlı Tost',
  imageUrl: '/uploads/demo/bogaz-kasarli-tost.webp',
  price: 16000,
  discountPercentage: 10,
  vatRate: 0.1,
  options: [
    {
      name: 'Boy',
      required: true,
      multiple: false,
      choices: [
        { name: 'Küçük', price: 0 },
        { name: 'Büyük', price: 1500 },
      ],
    },
    {
      name: 'Sos',
      required: false,
      multiple: true,
      choices: [
        { name: 'Acı Sos', price: 0 },
        { name: 'Yoğurt', price: 500 },
      ],
    },
  ],
  extras: [
    { name: 'Kaşar Peyniri', price: 300 },
    { name: 'Salça', price: 100 },
    { name: 'Mayonez', price: 100 },
    { name: 'Turşu', price: 200 },
  ],
};

describe('pricing a cart line as the server does', () => {
  it('takes the discount off the product price only, then adds choices and extras', () => {
    const item = buildCartItem(
      tost,
      {
        options: { Boy: ['Büyük'], Sos: ['Yoğurt'] },
        extras: ['Kaşar Peyniri', 'Turşu'],
        notes: ' sıcak olsun ',
        quantity: 2,
      },
      'line-1',
    );
    // 160 TL − 10 % = 144 TL; + 15 (Büyük) + 5 (Yoğurt) + 3 (cheese) + 2 (pickles).
    expect(item.price).toBe(14400 + 1500 + 500 + 300 + 200);
    expect(item.originalPrice).toBe(16000 + 1500 + 500 + 300 + 200);
    expect(item).toMatchObject({
      id: 'line-1',
      quantity: 2,
      notes: 'sıcak olsun',
      selectedOptions: { Boy: ['Büyük'], Sos: ['Yoğurt'] },
      selectedAdditions: [
        { name: 'Kaşar Peyniri', price: 300 },
        { name: 'Turşu', price: 200 },
      ],
    });
  });

  it('gives a required option its first choice, as the server does for a quick add', () => {
    const item = buildCartItem(tost, { options: {}, extras: [], notes: '', quantity: 1 });
    expect(item.selectedOptions).toEqual({ Boy: ['Küçük'] });
    expect(item.price).toBe(14400);
  });

  it('ignores choices and extras the product does not have', () => {
    const item = buildCartItem(tost, {
      options: { Boy: ['Dev'], Renk: ['Mavi'] },
      extras: ['Altın varak'],
      notes: '',
      quantity: 1,
    });
    expect(item.selectedOptions).toEqual({ Boy: ['Küçük'] });
    expect(item.selectedAdditions).toEqual([]);
  });
});

describe('a required option group is chosen by the diner (issue 20)', () => {
  it('makes the card open the sheet only for dishes with a required group', () => {
    expect(needsChoice(tost)).toBe(true);
    expect(needsChoice({ options: tost.options.filter((o) => !o.required) })).toBe(false);
    expect(needsChoice({ options: [] })).toBe(false);
  });

  it('names the required groups still without a choice, never the optional ones', () => {
    expect(missingChoices(tost, {})).toEqual(['Boy']);
    expect(missingChoices(tost, { Boy: [] })).toEqual(['Boy']);
    expect(missingChoices(tost, { Sos: ['Acı Sos'] })).toEqual(['Boy']);
    expect(missingChoices(tost, { Boy: ['Büyük'] })).toEqual([]);
  });
});
