import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../storage.ts';
import { afterFirstLoad } from '../after-first-load.ts';
import { readStoredSitting, subscribeSitting } from '../table-sitting-store.ts';
import type { CartItem } from './cart-item.ts';
import { cartState } from './cart-state.ts';
import { addCartItem, removeCartItem, setCartItemQuantity } from './cart-lines.ts';
import { loadCode } from '../load-code.ts';

/**
 * The cart. One store for the whole app: every screen that reads it re-renders on a change,
 * also when another tab of the app changes it.
 * - Without a table's sitting, the phone's own cart, persisted on the device through
 *   lib/storage (001 §3 'cart items').
 * - Once the phone sits at a table with at least one more diner (a sitting of two, ADR 042),
 *   the sitting's shared cart, held by the server (issue 21 §2, ADR 043): its lines and version
 *   as the server last answered them. A diner alone at the table keeps the phone's cart.
 *   The code that talks to it (shared-cart-sync.ts, and the socket it opens) is loaded only
 *   then, so the menu's first load does not carry it.
 */

// One loader for every call: once loaded, an add made offline gets the code at once (load-code.ts).
const importSync = () => import('./shared-cart-sync.ts');
const loadSync = () => loadCode(importSync);
/** The phone sits at a table with others: its cart is the sitting's shared one. */
const inParty = () => readStoredSitting()?.party === true;

/**
 * Starts or stops following the phone's sitting when it joins or leaves one: alone at the
 * table it only listens for a second diner; with one, the cart becomes the shared one.
 */
function followSitting(): void {
  const follow = () => void loadSync().then((sync) => sync.follow());
  if (readStoredSitting()?.party || cartState.shared()) follow();
  // Alone at the table nothing is urgent: the code that listens loads after the menu is usable.
  else if (readStoredSitting()) afterFirstLoad(follow);
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.cart) return;
    cartState.forgetLocal();
    listener();
  };
  if (cartState.listeners.size === 0) followSitting();
  cartState.listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    cartState.listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

subscribeSitting(followSitting);

export const cartStore = {
  getItems: cartState.getItems,
  subscribe,
  /**
   * Adds a line (001 §4); at a table, to its shared cart once the server took it, or 'waiting'
   * on the phone until the connection returns (issue 30).
   */
  add: async (item: CartItem): Promise<'added' | 'waiting'> => {
    if (inParty()) return (await loadSync()).addLine(item);
    cartState.setLocal(addCartItem(cartState.localItems(), item));
    return 'added';
  },
  setQuantity: async (id: string, quantity: number): Promise<void> => {
    if (cartState.shared()) return (await loadSync()).setQuantity(id, quantity);
    cartState.setLocal(setCartItemQuantity(cartState.localItems(), id, quantity));
  },
  remove: async (id: string): Promise<void> => {
    if (cartState.shared()) return (await loadSync()).removeLine(id);
    cartState.setLocal(removeCartItem(cartState.localItems(), id));
  },
  /** Empties the phone's cart; at a table, takes out the diner's own lines of the shared one. */
  clear: async (): Promise<void> => {
    if (cartState.shared()) return (await loadSync()).clearMine();
    cartState.setLocal([]);
  },
  /** Before placing the shared cart's order: the lines waiting on the phone are sent first. */
  beforeOrder: async (): Promise<void> => {
    if (cartState.shared()) await (await loadSync()).sendWaiting();
  },
  /** After an order: the phone's cart empties; a shared one is read again (the server emptied it). */
  afterOrder: async (): Promise<void> => {
    if (cartState.shared()) return (await loadSync()).refresh();
    cartState.setLocal([]);
  },
  /** The shared cart's version on screen (placing its order names it), or null off a table. */
  sharedVersion: (): number | null => cartState.shared()?.version ?? null,
  /** Forgets the in-memory copy (tests, or after storage was changed by hand). */
  reload: () => {
    cartState.forgetLocal();
    cartState.notify();
  },
};

/** The cart's lines; the component re-renders when they change. */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, cartState.getItems, cartState.getItems);
}
