import { act } from '@testing-library/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItem } from './cart-item.ts';
import { cartStore, useCart } from './use-cart.ts';
import { makeCartItem } from '../../testing/cart-fixture.ts';

const tea = makeCartItem({
  productId: 'p-cay',
  name: 'Çay',
  price: 2500,
  originalPrice: 2500,
  selectedOptions: { Boy: ['Normal'] },
});

beforeEach(() => {
  localStorage.clear();
  cartStore.reload();
});

describe('the cart on the device', () => {
  it('keeps the lines in localStorage and reads them back after a reload', () => {
    cartStore.add(tea);
    cartStore.add({ ...tea, id: 'l2' });
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([{ ...tea, quantity: 2 }]);
    cartStore.reload();
    expect(cartStore.getItems()).toEqual([{ ...tea, quantity: 2 }]);
  });

  it('drops malformed lines written by someone else', () => {
    localStorage.setItem('cart', JSON.stringify([tea, { id: 'x', quantity: 'iki' }, null]));
    cartStore.reload();
    expect(cartStore.getItems()).toEqual([tea]);
  });

  it('re-renders readers on every change and removes the key when cleared', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const seen: CartItem[][] = [];
    function Reader() {
      seen.push(useCart());
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Reader)));
    expect(seen.at(-1)).toEqual([]);
    // The store's writes are async (at a table they go to the server); on the phone they settle at once.
    await act(() => cartStore.add(tea));
    expect(seen.at(-1)).toHaveLength(1);
    await act(() => cartStore.setQuantity('l1', 3));
    expect(seen.at(-1)?.[0]?.quantity).toBe(3);
    await act(() => cartStore.clear());
    expect(seen.at(-1)).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
    act(() => root.unmount());
  });
});
