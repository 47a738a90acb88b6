import type { Allergen } from '@masa/core/allergens/allergen-list';
import { formatTry } from '@masa/core/money/format-try';
import { LineChoices } from '../../../lib/bill/components/line-choices.tsx';
import { texts } from '../../../i18n/texts.ts';
import { dinerLabel } from '../../../lib/diner-label.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import { cartStore } from '../../../lib/cart/use-cart.ts';
import type { CartItem } from '../../../lib/cart/cart-item.ts';
import { useCartLineTexts } from '../hooks/use-cart-line-texts.ts';
import { LineAllergens } from './allergen-warning.tsx';
import { QuantityStepper } from '../../../lib/cart/components/quantity-stepper.tsx';
import { usePhotoFailed } from '../../../lib/use-photo-failed.ts';

const t = texts('cart', 'errors');

/**
 * A cart line: picture, name, choices, the avoided allergens its dish has (issue 21 §5), note,
 * stepper (not below 1), line total (struck through when sold out), remove. On the table's shared cart (ADR 043) it says who
 * added it, and only that diner's phone may change it; a line added offline says it waits.
 */
export function CartLine({
  item,
  allergens,
  soldOut = false,
}: {
  item: CartItem;
  allergens?: readonly Allergen[];
  /** Sold out since it was added (issue 29 §6): marked, and left out of the order and total. */
  soldOut?: boolean;
}) {
  const notify = useNotify();
  const photo = usePhotoFailed(item.imageUrl);
  const texts = useCartLineTexts(item);
  const unavailable = soldOut || item.available === false;
  const mine = item.diner?.isMine ?? true;
  // A line waiting to be sent (issue 30) can be taken back, not changed: its send is fixed.
  const editable = mine && !item.waiting;
  const change = (run: () => Promise<void>) =>
    void run().catch((error: unknown) =>
      notify.error(isApiError(error) ? error.message : t('errors.generic')),
    );
  return (
    <li className="cart-line">
      {item.imageUrl && !photo.failed ? (
        <img
          onError={photo.onError}
          src={item.imageUrl}
          alt=""
          width={72}
          height={54}
          loading="lazy"
          className="cart-line__image"
        />
      ) : (
        <div className="cart-line__image" />
      )}
      <div className="cart-line__body">
        <p className="cart-line__name">{texts.name}</p>
        {item.diner && (
          <p className="cart-line__diner">
            {item.diner.isMine
              ? t('cart.addedByMe')
              : t('cart.addedBy', { name: dinerLabel(item.diner) })}
          </p>
        )}
        <LineChoices choices={texts.choices} />
        <LineAllergens allergens={allergens} />
        {item.notes && <p className="cart-line__detail cart-line__note">{item.notes}</p>}
        {item.waiting && (
          <p className="cart-line__detail cart-line__waiting" data-testid="cart-line-waiting">
            {item.waiting.refused
              ? t('cart.refused', { message: item.waiting.refused })
              : t('cart.waiting')}
          </p>
        )}
        {unavailable && (
          <p className="cart-line__detail cart-line__unavailable" data-testid="cart-line-sold-out">
            {t('cart.unavailable')} · {t('cart.leftOut')}
          </p>
        )}
        <p className="cart-line__detail">{t('cart.unitPrice', { price: formatTry(item.price) })}</p>
        <div className="cart-line__actions">
          {editable ? (
            <QuantityStepper
              value={item.quantity}
              onChange={(quantity) => change(() => cartStore.setQuantity(item.id, quantity))}
              decreaseLabel={t('cart.decrease', { name: texts.name })}
              increaseLabel={t('cart.increase', { name: texts.name })}
              valueLabel={t('cart.quantity', { name: texts.name, quantity: item.quantity })}
            />
          ) : (
            <span className="cart-line__detail">
              {t('cart.quantity', { name: texts.name, quantity: item.quantity })}
            </span>
          )}
          <span
            className={unavailable ? 'cart-line__total cart-line__total--out' : 'cart-line__total'}
          >
            {formatTry(item.price * item.quantity)}
          </span>
        </div>
      </div>
      {mine && (
        <button
          type="button"
          className="cart-line__remove"
          aria-label={t('cart.remove', { name: texts.name })}
          onClick={() => change(() => cartStore.remove(item.id))}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}
