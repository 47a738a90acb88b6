import { useEffect } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useBusinessSettings } from '../../../lib/cart/get-business-settings.ts';
import { useAllergenWarning } from '../hooks/use-allergen-warning.ts';
import { usePlaceOrder } from '../../../lib/cart/use-place-order.ts';
import { buildOrderItems } from '../../../lib/cart/build-order-items.ts';
import type { CartItem } from '../../../lib/cart/cart-item.ts';
import { computeCheckoutTotals } from '../../../lib/cart/checkout-totals.ts';
import { AllergenWarning, AllergyNoteHint } from './allergen-warning.tsx';
import { SubmitOrderButton } from './submit-order-button.tsx';
import { TotalsSummary } from './totals-summary.tsx';

const t = texts('checkout');

type Props = {
  businessId: string;
  tableId: string;
  orderId: string;
  items: readonly CartItem[];
  onOrderGone: () => void;
};

/**
 * With an active order stored, the cart is added to it (001 §4). The figures are those of
 * the added items; the order's own service charges were set when it was placed.
 */
export function AddToOrderForm({ businessId, orderId, items, onOrderGone }: Props) {
  const { isLoggedIn } = useAuth();
  const settings = useBusinessSettings(businessId);
  const { placeOrder, pending, waiting, stopWaiting, error } = usePlaceOrder({
    onActiveOrderGone: onOrderGone,
  });
  const online = useOnline();
  useEffect(() => stopWaiting(), [stopWaiting, items]);
  const taxIncludedInPrice = settings.data?.tax.includedInPrice ?? true;
  const totals = computeCheckoutTotals({ items, personCount: 1, taxIncludedInPrice });
  // Issue 21 §5: warned first; the added lines bring what the diner avoids to the order's note.
  const allergens = useAllergenWarning(items);
  const add = () =>
    void placeOrder({
      kind: 'add',
      orderId,
      body: {
        items: buildOrderItems(items),
        businessId,
        ...(allergens.avoided.length > 0 ? { avoidedAllergens: [...allergens.avoided] } : {}),
      },
    });

  return (
    <form
      className="card checkout"
      aria-labelledby="checkout-title"
      onSubmit={(event) => {
        event.preventDefault();
        allergens.sendOrWarn(add);
      }}
    >
      <h2 id="checkout-title" className="checkout__title">
        {t('checkout.title')}
      </h2>
      <p className="checkout__notice">{t('checkout.activeOrder')}</p>
      {settings.isError && <p className="checkout-field__error">{settings.error.message}</p>}
      {settings.data && (
        <TotalsSummary totals={totals} taxIncludedInPrice={taxIncludedInPrice} chargeNames={[]} />
      )}
      <AllergyNoteHint avoided={allergens.avoided} />
      <SubmitOrderButton
        label={t('checkout.addToOrder')}
        pending={pending}
        disabled={!isLoggedIn || (online && !settings.data) || allergens.checking}
        error={error}
        offline={!online}
        waiting={waiting}
        onStopWaiting={stopWaiting}
      />
      <AllergenWarning warning={allergens} onSend={add} />
    </form>
  );
}
