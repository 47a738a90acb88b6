import { useId, useState } from 'react';
import { useModal } from '../../../components/ui/use-modal.ts';
import { texts } from '../../../i18n/texts.ts';
import type { ServiceCharge } from '../../../lib/cart/get-applicable-service-charges.ts';
import type { FreePick, PickableProduct } from '../../../lib/cart/free-picks.ts';
import { QuantityStepper } from '../../../lib/cart/components/quantity-stepper.tsx';

const t = texts('cart', 'checkout');

type Props = {
  charge: ServiceCharge;
  /** max(included totalQuantity, person count) (001 §9). */
  limit: number;
  products: readonly PickableProduct[];
  initial: readonly FreePick[];
  onConfirm: (picks: FreePick[]) => void;
  onClose: () => void;
};

/** Choosing the items a service charge includes; confirming needs at least one (001 §2). */
export function FreeItemPicker({ charge, limit, products, initial, onConfirm, onClose }: Props) {
  const ref = useModal();
  const titleId = useId();
  const [counts, setCounts] = useState<Record<string, number>>(() =>
    Object.fromEntries(initial.map((pick) => [pick.productId, pick.quantity])),
  );
  const chosen = Object.values(counts).reduce((sum, n) => sum + n, 0);

  const confirm = () =>
    onConfirm(
      products
        .filter((product) => (counts[product.id] ?? 0) > 0)
        .map((product) => ({
          serviceChargeId: charge.id,
          productId: product.id,
          name: product.name,
          quantity: counts[product.id] ?? 0,
          unitPrice: product.discountedPrice,
          vatRate: product.vatRate,
        })),
    );

  return (
    <dialog ref={ref} className="checkout-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="checkout-dialog__title">
        {t('checkout.freePickerTitle', { name: charge.name })}
      </h2>
      <p className="checkout-dialog__text" aria-live="polite">
        {t('checkout.freePickerCount', { chosen, total: limit })}
      </p>
      {products.length === 0 && (
        <p className="checkout-dialog__text">{t('checkout.noFreeChoices')}</p>
      )}
      <ul className="free-picker">
        {products.map((product) => {
          const count = counts[product.id] ?? 0;
          return (
            <li key={product.id} className="free-picker__item">
              <span className="free-picker__name">{product.name}</span>
              <QuantityStepper
                value={count}
                min={0}
                max={count + limit - chosen}
                onChange={(value) => setCounts({ ...counts, [product.id]: value })}
                decreaseLabel={t('cart.decrease', { name: product.name })}
                increaseLabel={t('cart.increase', { name: product.name })}
                valueLabel={t('cart.quantity', { name: product.name, quantity: count })}
              />
            </li>
          );
        })}
      </ul>
      <div className="checkout-dialog__actions">
        <button type="button" className="checkout-link-button" onClick={onClose}>
          {t('cart.cancel')}
        </button>
        <button type="button" className="button" disabled={chosen === 0} onClick={confirm}>
          {t('checkout.confirmFreeItems')}
        </button>
      </div>
    </dialog>
  );
}
