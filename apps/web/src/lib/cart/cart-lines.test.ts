import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-item.ts';
import {
  addCartItem,
  cartBadgeText,
  countCartUnits,
  removeCartItem,
  setCartItemQuantity,
} from './cart-lines.ts';
import { makeCartItem } from '../../testing/cart-fixture.ts';

const line = (over: Partial<CartItem> = {}) =>
  makeCartItem({
    productId: 'p-tost',
    name: 'Kaşarlı Tost',
    price: 14400,
    originalPrice: 16000,
    ...over,
  });

describe('cart lines (001 §4 Cart)', () => {
  it('adding the same product with the same choices increases its quantity', () => {
    const cart = addCartItem([line()], line({ id: 'l2', quantity: 2 }));
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ id: 'l1', quantity: 3 });
  });

  it('treats option order and note spacing as the same choice', () => {
    const first = line({ selectedOptions: { Sos: ['Acı Sos', 'Yoğurt'] }, notes: 'az pişsin' });
    const again = line({
      id: 'l2',
      selectedOptions: { Sos: ['Yoğurt', 'Acı Sos'] },
      notes: ' az pişsin ',
    });
    expect(addCartItem([first], again)).toHaveLength(1);
  });

  it('keeps a separate line for other extras, options or notes', () => {
    const cheese = line({ id: 'l2', selectedAdditions: [{ name: 'Kaşar Peyniri', price: 300 }] });
    const note = line({ id: 'l3', notes: 'bol domatesli' });
    const cart = addCartItem(addCartItem([line()], cheese), note);
    expect(cart.map((l) => l.id)).toEqual(['l1', 'l2', 'l3']);
  });

  it('drops the lines of another business when adding', () => {
    const cart = addCartItem([line({ businessId: 'b0' })], line({ id: 'l2' }));
    expect(cart.map((l) => l.id)).toEqual(['l2']);
  });

  it('never lets the stepper go below 1 nor a line above 99', () => {
    expect(setCartItemQuantity([line()], 'l1', 0)[0]?.quantity).toBe(1);
    expect(setCartItemQuantity([line()], 'l1', -4)[0]?.quantity).toBe(1);
    expect(setCartItemQuantity([line()], 'l1', 120)[0]?.quantity).toBe(99);
    expect(addCartItem([line({ quantity: 98 })], line({ id: 'x', quantity: 5 }))[0]?.quantity).toBe(
      99,
    );
  });

  it('removes a line', () => {
    expect(removeCartItem([line(), line({ id: 'l2', notes: 'x' })], 'l1').map((l) => l.id)).toEqual(
      ['l2'],
    );
  });

  it('counts units for the badge, capped at 99+', () => {
    expect(countCartUnits([line({ quantity: 2 }), line({ id: 'l2', quantity: 3 })])).toBe(5);
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
  });
});
