import { freeItemPickerTotal } from '@masa/core/money/charged-quantity';
import type { ServiceCharge } from './get-applicable-service-charges.ts';

/** What the free-item picker needs of a menu product. */
export type PickableProduct = {
  id: string;
  categoryId: string;
  name: string;
  price: number;
  discountedPrice: number;
  vatRate: number;
  isAvailable: boolean;
};

/** Units of a product the diner takes free under a service charge (001 §3 includedItems). */
export type FreePick = {
  serviceChargeId: string;
  productId: string;
  name: string;
  quantity: number;
  /** Kuruş: one unit as the server prices it (the line is free, so it adds nothing). */
  unitPrice: number;
  vatRate: number;
};

/** The picker total of a charge: max(included totalQuantity, person count) (001 §9). */
export const freePickLimit = (charge: ServiceCharge, personCount: number) =>
  freeItemPickerTotal({
    includedTotalQuantity: charge.includedItems?.totalQuantity ?? 0,
    personCount,
  });

/** The available products a charge includes: named products and products of named categories. */
export function pickableProducts<P extends PickableProduct>(
  charge: ServiceCharge,
  products: readonly P[],
): P[] {
  const options = charge.includedItems?.options ?? [];
  return products.filter(
    (product) =>
      product.isAvailable &&
      options.some((option) =>
        option.type === 'product'
          ? option.product === product.id
          : option.category === product.categoryId,
      ),
  );
}

/**
 * The picks still valid for the current charges and person count: a charge that no longer
 * applies, or a total now above its limit, drops that charge's picks.
 */
export function keepValidPicks(
  picks: readonly FreePick[],
  charges: readonly ServiceCharge[],
  personCount: number,
): FreePick[] {
  return picks.filter((pick) => {
    const charge = charges.find((c) => c.id === pick.serviceChargeId);
    if (!charge) return false;
    const taken = picks
      .filter((p) => p.serviceChargeId === charge.id)
      .reduce((sum, p) => sum + p.quantity, 0);
    return taken <= freePickLimit(charge, personCount);
  });
}
