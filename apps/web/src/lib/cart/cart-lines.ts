import { type CartItem, cartLineKey } from './cart-item.ts';

/** The most of one line a cart holds; the server refuses more (99 per line). */
export const MAX_LINE_QUANTITY = 99;
/** 001 §9: the cart badge reads '99+' above this. */
const BADGE_CAP = 99;

const clampQuantity = (quantity: number) =>
  Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));

/**
 * Adds a line (001 §4): the same product with the same options, extras and note increases the
 * existing line's quantity. Lines of another business are dropped, since an order belongs to
 * one business.
 */
export function addCartItem(cart: readonly CartItem[], item: CartItem): CartItem[] {
  const sameBusiness = cart.filter((line) => line.businessId === item.businessId);
  const key = cartLineKey(item);
  const existing = sameBusiness.find((line) => cartLineKey(line) === key);
  if (!existing) return [...sameBusiness, { ...item, quantity: clampQuantity(item.quantity) }];
  return sameBusiness.map((line) =>
    line === existing ? { ...line, quantity: clampQuantity(line.quantity + item.quantity) } : line,
  );
}

/** The stepper: a quantity never goes below 1 (removing is its own button). */
export function setCartItemQuantity(
  cart: readonly CartItem[],
  id: string,
  quantity: number,
): CartItem[] {
  return cart.map((line) =>
    line.id === id ? { ...line, quantity: clampQuantity(quantity) } : line,
  );
}

export function removeCartItem(cart: readonly CartItem[], id: string): CartItem[] {
  return cart.filter((line) => line.id !== id);
}

/** Units in the cart, for the badge. */
export function countCartUnits(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** The badge text: the count, or '99+' above 99 (001 §9). */
export function cartBadgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** True when the cart holds lines of another business than the one being ordered from. */
export function hasOtherBusinessItems(cart: readonly CartItem[], businessId: string): boolean {
  return cart.some((line) => line.businessId !== businessId);
}
