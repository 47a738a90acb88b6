import { storage } from '../storage.ts';
import { type CartItem, isCartItem } from './cart-item.ts';

/**
 * What the cart holds (use-cart.ts): the phone's own lines, kept on the device, or the
 * sitting's shared cart as the server last answered it, and who listens. Below both use-cart.ts
 * and the shared cart's code it loads later (shared-cart-sync.ts), so neither imports the other
 * back (issue 36 §6).
 */

const EMPTY: CartItem[] = [];
let cache: CartItem[] | null = null;
let shared: { version: number; lines: CartItem[] } | null = null;
const listeners = new Set<() => void>();

function readLocal(): CartItem[] {
  if (cache === null) {
    const items = storage.getCart().filter(isCartItem);
    cache = items.length === 0 ? EMPTY : items;
  }
  return cache;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export const cartState = {
  listeners,
  notify,
  /** The lines on screen: the shared cart's at a table with others, else the phone's own. */
  getItems: (): CartItem[] => shared?.lines ?? readLocal(),
  /** The shared cart as the server last answered it; null off a shared table. */
  shared: () => shared,
  /** The phone's own lines, without the shared cart (moving them into it when joining). */
  localItems: readLocal,
  setLocal(items: CartItem[]): void {
    cache = items.length === 0 ? EMPTY : items;
    storage.setCart(items.length === 0 ? null : items);
    notify();
  },
  /** Set by shared-cart-sync.ts with each answer of the server; null: the phone's cart again. */
  setShared(next: { version: number; lines: CartItem[] } | null): void {
    shared = next;
    notify();
  },
  /** Forgets the in-memory copy of the phone's lines: read from storage again. */
  forgetLocal: () => {
    cache = null;
  },
};
