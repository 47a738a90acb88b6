import { type Allergen, avoidedIn } from '@masa/core/allergens/allergen-list';
import { useQuery } from '@tanstack/react-query';
import { useAllergenChoice } from '../../../lib/allergens/allergen-choice.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { getMenuProductsQueryOptions } from '../../../lib/menu/get-menu-products.ts';
import type { CartItem } from '../../../lib/cart/cart-item.ts';

export type FlaggedLine = { id: string; name: string; allergens: Allergen[] };

/**
 * The cart's lines whose dish has an allergen the diner avoids (issue 21 §5, ADR 045), read
 * from the business's menu as it is now (the cart keeps no allergens of its own), and the
 * allergens the order's note will carry.
 */
export function useAllergenCheck(items: readonly CartItem[]): {
  avoided: readonly Allergen[];
  flagged: FlaggedLine[];
  /** The menu is still being read: the order waits, so a warning is never skipped. */
  checking: boolean;
} {
  const { avoided } = useAllergenChoice(useAuth().user);
  const businessId = items[0]?.businessId ?? '';
  const enabled = businessId !== '' && avoided.length > 0;
  const menu = useQuery({ ...getMenuProductsQueryOptions(businessId), enabled });
  const contains = new Map(menu.data?.map((product) => [product.id, product.allergens]));
  const flagged = items.flatMap((item) => {
    const found = avoidedIn(contains.get(item.productId) ?? [], avoided);
    return found.length > 0 ? [{ id: item.id, name: item.name, allergens: found }] : [];
  });
  // Offline, without the menu kept by the service worker (ADR 047), the read waits (paused):
  // still checking, so an order confirmed meanwhile is never sent unwarned.
  return { avoided, flagged, checking: enabled && menu.isPending };
}
