import { cartLineIn } from '../utils/cart-line-in-language.ts';
import type { CartItem } from '../../../lib/cart/cart-item.ts';
import { useMenuProducts } from '../../../lib/menu/get-menu-products.ts';

/** The line's dish and choices in the page's language, from the menu (ADR 061). */
export function useCartLineTexts(item: CartItem) {
  const products = useMenuProducts(item.businessId || null);
  const product = products.data?.find((candidate) => candidate.id === item.productId);
  return cartLineIn(item, product);
}
