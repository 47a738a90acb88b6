import { storage } from '../storage.ts';

/**
 * The favourite hearts of the product cards (001 §2 "optional favourite heart"): product ids
 * kept on this device only, like the profile area's local data (000 §3.6); nothing is sent.
 */
const listeners = new Set<() => void>();
let snapshot: readonly string[] = storage.getFavoriteProducts();

export const favorites = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: (): readonly string[] => snapshot,
  toggle(productId: string): void {
    const next = snapshot.includes(productId)
      ? snapshot.filter((id) => id !== productId)
      : [...snapshot, productId];
    storage.setFavoriteProducts(next);
    snapshot = next;
    for (const listener of listeners) listener();
  },
};
