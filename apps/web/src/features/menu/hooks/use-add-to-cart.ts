import { useCallback } from 'react';
import { tr } from '../../../i18n/tr.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import { cartStore } from '../../../lib/cart/use-cart.ts';
import { buildCartItem } from '../../../lib/cart/build-cart-item.ts';
import type { CartItem } from '../../../lib/cart/cart-item.ts';
import { hasOtherBusinessItems } from '../../../lib/cart/cart-lines.ts';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';

/**
 * Adding from the menu: a card adds one unit of a dish with nothing to choose (a dish with a
 * required option group opens its sheet instead: MenuPage), the detail adds what the diner
 * chose. Lines of another business leave the cart, with a note saying so.
 */
export function useAddToCart() {
  const notify = useNotify();

  const addItem = useCallback(
    async (item: CartItem) => {
      if (hasOtherBusinessItems(cartStore.getItems(), item.businessId)) {
        notify.info(tr.menu.otherBusinessRemoved);
      }
      // At a table the line goes to its shared cart: 'added' only once the server took it;
      // offline it waits on the phone, and says so (issue 30).
      try {
        if ((await cartStore.add(item)) === 'waiting') notify.info(tr.menu.addedWaiting(item.name));
        else notify.success(tr.menu.added(item.name), { duration: 2000 });
      } catch (error) {
        notify.error(isApiError(error) ? error.message : tr.errors.generic);
      }
    },
    [notify],
  );

  const addProduct = useCallback(
    (product: MenuProduct) =>
      addItem(buildCartItem(product, { options: {}, extras: [], notes: '', quantity: 1 })),
    [addItem],
  );

  return { addItem, addProduct };
}
