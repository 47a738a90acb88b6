import { formatTry } from '@masa/core/money/format-try';
import { useBusinessSettings } from '../get-business-settings.ts';
import { computeCheckoutTotals } from '../checkout-totals.ts';
import type { CartItem } from '../cart-item.ts';

/**
 * What the cart's dishes come to, as the cart computes it (core calculateOrderTotals through
 * the one bill model, ADR 027): VAT added on top where the business adds it. The kuver and
 * other service charges depend on the party and are added at checkout.
 */
export function CartButtonTotal({ items }: { items: readonly CartItem[] }) {
  const settings = useBusinessSettings(items[0]?.businessId ?? null);
  if (!settings.data) return null;
  const totals = computeCheckoutTotals({
    items,
    personCount: 1,
    taxIncludedInPrice: settings.data.tax.includedInPrice,
  });
  return (
    <span className="cart-button__total" data-testid="cart-button-total">
      {formatTry(totals.total)}
    </span>
  );
}
