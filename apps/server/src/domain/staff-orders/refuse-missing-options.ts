import { refuse } from '../../lib/app-error.ts';
import type { CartProduct } from '../orders/load-cart-products.ts';
import type { CartItemInput } from '../orders/order-request.ts';

/**
 * A waiter must choose every required option (issue 31 §3): unlike a diner's quick add, which
 * gets the first choice (priceCartItems), a line without one is refused, naming the option.
 * Unknown products are left to priceCartItems, which refuses them.
 */
export function refuseMissingOptions({
  items,
  products,
}: {
  items: CartItemInput[];
  products: Map<string, CartProduct>;
}): void {
  for (const item of items) {
    const product = products.get(item.productId);
    for (const option of product?.options ?? []) {
      const asked = item.selectedOptions?.[option.name];
      const names = (Array.isArray(asked) ? asked : [asked]).filter((name) => !!name);
      if (option.required && option.choices.length > 0 && names.length === 0) {
        throw refuse(400, 'OPTION_REQUIRED', { product: product!.name, option: option.name });
      }
    }
  }
}
