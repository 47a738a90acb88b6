import { useMemo } from 'react';
import type { CartItem } from '../../../lib/cart/cart-item.ts';
import { useMenuProducts } from '../../../lib/menu/get-menu-products.ts';
import { useMenuLive } from '../../../lib/menu/use-menu-live.ts';
import { storage } from '../../../lib/storage.ts';

/**
 * The cart's lines whose dish cannot be ordered now (issue 29 §6): sold out or taken off by the
 * staff since it was added. The cart reads the menu and keeps it live as the menu screen does
 * (`menu:changed` through the business room), so a dish sold out while the cart is open is
 * marked at once and leaves the total; a shared line the server marks unavailable counts too.
 */
export function useSoldOut(items: readonly CartItem[]): ReadonlySet<string> {
  const businessId = storage.getBusinessId() ?? items[0]?.businessId ?? null;
  const cartBusiness = items.length > 0 ? businessId : null;
  useMenuLive(cartBusiness);
  const menu = useMenuProducts(cartBusiness);
  return useMemo(() => {
    const available = new Map((menu.data ?? []).map((p) => [p.id, p.isAvailable !== false]));
    return new Set(
      items
        .filter((item) => item.available === false || available.get(item.productId) === false)
        .map((item) => item.id),
    );
  }, [items, menu.data]);
}
