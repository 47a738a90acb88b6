import type { CartItem } from '../../../lib/cart/cart-item.ts';

/** Lines of a table's shared cart (ADR 043) as the server sends them, for the cart tests. */
export function sharedCartLine(overrides: Partial<CartItem>): CartItem {
  return {
    id: 'line-1',
    productId: 'p1',
    businessId: '',
    name: 'Adana Kebap',
    imageUrl: null,
    quantity: 2,
    price: 12_000,
    originalPrice: 12_000,
    vatRate: 0.1,
    notes: '',
    selectedOptions: {},
    selectedAdditions: [],
    ...overrides,
  };
}

export const mine = sharedCartLine({
  diner: { name: 'Deniz', guestNumber: null, isMine: true },
  notes: 'Az acılı',
});
export const ayses = sharedCartLine({
  id: 'line-2',
  productId: 'p2',
  name: 'Ayran',
  quantity: 3,
  price: 4_000,
  originalPrice: 4_000,
  diner: { name: 'Ayşe', guestNumber: null, isMine: false },
});
export const guestsSoldOut = sharedCartLine({
  id: 'line-3',
  productId: 'p3',
  name: 'Künefe',
  quantity: 1,
  price: 9_000,
  originalPrice: 9_000,
  available: false,
  diner: { name: null, guestNumber: 2, isMine: false },
});
