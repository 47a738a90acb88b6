/**
 * A line of the cart (001 §3 Cart item), as kept on the device. Money is integer kuruş, priced
 * by the same rule as the server (see price-cart-item.ts); the server prices the order again
 * from its database and never reads these prices.
 */
export type CartAddition = { name: string; price: number };

export type CartItem = {
  /** The line's own id. */
  id: string;
  productId: string;
  businessId: string;
  name: string;
  imageUrl: string | null;
  quantity: number;
  /** One unit as charged: discounted product price + option choices + extras. */
  price: number;
  /** One unit before the product's discount. */
  originalPrice: number;
  /** Fraction, as the menu sends it: 0.1 is 10 %. */
  vatRate: number;
  /** The diner's own note for the kitchen (at most 200 characters). */
  notes: string;
  /** Option name → chosen choice names. */
  selectedOptions: Record<string, string[]>;
  selectedAdditions: CartAddition[];
  /**
   * A line of the table's shared cart (ADR 043): who added it (only they change it). Absent on
   * the phone's own cart.
   */
  /** `name` null: a diner without one, labelled by guestNumber (ADR 060). */
  diner?: { name: string | null; guestNumber: number | null; isMine: boolean };
  /** A shared line whose product was sold out since it was added; the order refuses it. */
  available?: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';

/** Storage may hold anything (an older app, a hand edit): only well-formed lines are kept. */
export function isCartItem(value: unknown): value is CartItem {
  if (!isRecord(value)) return false;
  const { selectedOptions, selectedAdditions } = value;
  return (
    isText(value.id) &&
    isText(value.productId) &&
    isText(value.businessId) &&
    isText(value.name) &&
    (value.imageUrl === null || isText(value.imageUrl)) &&
    isCount(value.quantity) &&
    value.quantity >= 1 &&
    isCount(value.price) &&
    isCount(value.originalPrice) &&
    typeof value.vatRate === 'number' &&
    isText(value.notes) &&
    isRecord(selectedOptions) &&
    Object.values(selectedOptions).every((names) => Array.isArray(names) && names.every(isText)) &&
    Array.isArray(selectedAdditions) &&
    selectedAdditions.every((a) => isRecord(a) && isText(a.name) && isCount(a.price))
  );
}

/**
 * Two lines are the same product when product, options, extras and note are equal (001 §4:
 * adding an existing product increases its quantity).
 */
export function cartLineKey(item: Omit<CartItem, 'id' | 'quantity'>): string {
  const options = Object.entries(item.selectedOptions)
    .filter(([, names]) => names.length > 0)
    .map(([name, names]) => [name, [...names].sort()] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  const additions = item.selectedAdditions.map((a) => a.name).sort();
  return JSON.stringify([item.productId, options, additions, item.notes.trim()]);
}
