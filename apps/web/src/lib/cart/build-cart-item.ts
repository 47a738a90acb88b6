import { discountAmount } from '@masa/core/money/discounted-price';
import type { CartAddition, CartItem } from './cart-item.ts';

/** What a cart line needs of a menu product (the menu's product JSON fits it). */
export type CartProduct = {
  id: string;
  businessId: string;
  name: string;
  imageUrl: string | null;
  /** Kuruş, before the discount. */
  price: number;
  discountPercentage: number;
  vatRate: number;
  options: {
    name: string;
    required: boolean;
    multiple: boolean;
    choices: { name: string; price: number }[];
  }[];
  extras: CartAddition[];
};

export type CartSelection = {
  /** Option name → chosen choice names; unknown names are ignored. */
  options: Record<string, string[]>;
  /** Extra names; unknown names are ignored. */
  extras: string[];
  notes: string;
  quantity: number;
};

/** The required option groups still without a choice: the sheet adds nothing until none is left. */
export function missingChoices(
  product: Pick<CartProduct, 'options'>,
  chosen: CartSelection['options'],
): string[] {
  return product.options
    .filter((option) => option.required && option.choices.length > 0)
    .filter((option) => (chosen[option.name] ?? []).length === 0)
    .map((option) => option.name);
}

/**
 * The options as the server will apply them: a required option left empty gets its first
 * choice, a single-choice option keeps one choice.
 */
export function resolveOptions(product: CartProduct, asked: CartSelection['options']) {
  const chosen: Record<string, string[]> = {};
  let price = 0;
  for (const option of product.options) {
    const known = (asked[option.name] ?? []).filter((name) =>
      option.choices.some((choice) => choice.name === name),
    );
    let names = option.multiple ? known : known.slice(0, 1);
    const first = option.choices[0];
    if (names.length === 0 && option.required && first) names = [first.name];
    if (names.length === 0) continue;
    chosen[option.name] = names;
    for (const name of names) price += option.choices.find((c) => c.name === name)?.price ?? 0;
  }
  return { chosen, price };
}

/**
 * A cart line priced as the server prices it (price-cart-items.ts): the product's discount
 * applies to the product price only; option choices and extras are added at full price.
 */
export function buildCartItem(
  product: CartProduct,
  selection: CartSelection,
  id: string = crypto.randomUUID(),
): CartItem {
  const options = resolveOptions(product, selection.options);
  const additions = product.extras.filter((extra) => selection.extras.includes(extra.name));
  const extrasPrice = additions.reduce((sum, extra) => sum + extra.price, 0);
  const originalPrice = product.price + options.price + extrasPrice;
  return {
    id,
    productId: product.id,
    businessId: product.businessId,
    name: product.name,
    imageUrl: product.imageUrl,
    quantity: selection.quantity,
    price: originalPrice - discountAmount(product.price, product.discountPercentage),
    originalPrice,
    vatRate: product.vatRate,
    notes: selection.notes.trim(),
    selectedOptions: options.chosen,
    selectedAdditions: additions.map(({ name, price }) => ({ name, price })),
  };
}
