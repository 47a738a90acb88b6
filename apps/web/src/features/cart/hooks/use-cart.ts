import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from '../../../lib/storage.ts';
import { type CartItem, isCartItem } from '../utils/cart-item.ts';
import { addCartItem, removeCartItem, setCartItemQuantity } from '../utils/cart-lines.ts';

/**
 * The cart, persisted on the device through lib/storage (001 §3 'cart items'). One store for
 * the whole app: every screen that reads it re-renders on a change, also when another tab of
 * the app changes it.
 */

const EMPTY: CartItem[] = [];
let cache: CartItem[] | null = null;
const listeners = new Set<() => void>();

function read(): CartItem[] {
  if (cache === null) {
    const items = storage.getCart().filter(isCartItem);
    cache = items.length === 0 ? EMPTY : items;
  }
  return cache;
}

function write(items: CartItem[]): void {
  cache = items.length === 0 ? EMPTY : items;
  storage.setCart(items.length === 0 ? null : items);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.cart) return;
    cache = null;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const cartStore = {
  getItems: read,
  subscribe,
  add: (item: CartItem) => write(addCartItem(read(), item)),
  setQuantity: (id: string, quantity: number) => write(setCartItemQuantity(read(), id, quantity)),
  remove: (id: string) => write(removeCartItem(read(), id)),
  clear: () => write([]),
  /** Forgets the in-memory copy (tests, or after storage was changed by hand). */
  reload: () => {
    cache = null;
    for (const listener of listeners) listener();
  },
};

/** The cart's lines; the component re-renders when they change. */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, read, read);
}
