import { useCallback } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import { cartStore } from '../../../lib/cart/use-cart.ts';
import { buildCartItem } from '../../../lib/cart/build-cart-item.ts';
import type { CartItem } from '../../../lib/cart/cart-item.ts';
import { hasOtherBusinessItems } from '../../../lib/cart/cart-lines.ts';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';

const t = texts('errors', 'menu');

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
        notify.info(t('menu.otherBusinessRemoved'));
      }
      // At a table the line goes to its shared cart: 'added' only once the server took it;
      // offline it waits on the phone, and says so (issue 30).
      try {
        if ((await cartStore.add(item)) === 'waiting')
          notify.info(t('menu.addedWaiting', { name: item.name }));
        else notify.success(t('menu.added', { name: item.name }), { duration: 2000 });
      } catch (error) {
        notify.error(isApiError(error) ? error.message : t('errors.generic'));
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
