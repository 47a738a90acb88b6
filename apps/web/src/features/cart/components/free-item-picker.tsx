import { useId, useState } from 'react';
import { useModal } from '../../../components/ui/use-modal.ts';
import { tr } from '../../../i18n/tr.ts';
import type { ServiceCharge } from '../../../lib/cart/get-applicable-service-charges.ts';
import type { FreePick, PickableProduct } from '../../../lib/cart/free-picks.ts';
import { QuantityStepper } from '../../../components/cart/quantity-stepper.tsx';

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
        {tr.checkout.freePickerTitle(charge.name)}
      </h2>
      <p className="checkout-dialog__text" aria-live="polite">
        {tr.checkout.freePickerCount(chosen, limit)}
      </p>
      {products.length === 0 && (
        <p className="checkout-dialog__text">{tr.checkout.noFreeChoices}</p>
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
                decreaseLabel={tr.cart.decrease(product.name)}
                increaseLabel={tr.cart.increase(product.name)}
                valueLabel={tr.cart.quantity(product.name, count)}
              />
            </li>
          );
        })}
      </ul>
      <div className="checkout-dialog__actions">
        <button type="button" className="checkout-link-button" onClick={onClose}>
          {tr.cart.cancel}
        </button>
        <button type="button" className="button" disabled={chosen === 0} onClick={confirm}>
          {tr.checkout.confirmFreeItems}
        </button>
      </div>
    </dialog>
  );
}
