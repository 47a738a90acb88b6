import { describe, expect, it } from 'vitest';
import { cartLineIn } from './cart-line-in-language.ts';

// Issue 30: the cart keeps the Turkish names it sends; an English phone reads the English.
const product = {
  name: 'Turkish Coffee',
  options: [
    {
      name: 'Şeker',
      nameEn: 'Sugar',
      choices: [
        { name: 'Sade', nameEn: 'Plain' },
        { name: 'Az Şekerli', nameEn: '' },
      ],
    },
  ],
  extras: [{ name: 'Lokum', nameEn: 'Turkish Delight' }],
};
const line = {
  name: 'Türk Kahvesi',
  selectedOptions: { Şeker: ['Sade'] },
  selectedAdditions: [{ name: 'Lokum', price: 1_000 }],
};

describe('a cart line as a diner reads it', () => {
  it('in English: the menu’s name, the choices’ and extras’ English', () => {
    expect(cartLineIn(line, product, 'en')).toEqual({
      name: 'Turkish Coffee',
      choices: { options: ['Plain'], extras: ['Turkish Delight'] },
    });
  });

  it('in English, a choice without English stays Turkish', () => {
    const chosen = { ...line, selectedOptions: { Şeker: ['Az Şekerli'] } };
    expect(cartLineIn(chosen, product, 'en').choices.options).toEqual(['Az Şekerli']);
  });

  it('in Turkish, and without the menu: the line’s own names', () => {
    expect(cartLineIn(line, undefined, 'en')).toEqual({
      name: 'Türk Kahvesi',
      choices: { options: ['Sade'], extras: ['Lokum'] },
    });
    expect(cartLineIn(line, { ...product, name: 'Türk Kahvesi' }, 'tr').choices).toEqual({
      options: ['Sade'],
      extras: ['Lokum'],
    });
  });
});
