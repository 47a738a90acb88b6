import type { ScheduledSlot } from '@masa/core/orders/scheduled-slots';
import { useId } from 'react';
import { texts } from '../../../i18n/texts.ts';

const t = texts('checkout');

export type OrderMode = 'immediate' | 'scheduled';

type Props = {
  mode: OrderMode;
  onModeChange: (mode: OrderMode) => void;
  slots: readonly ScheduledSlot[];
  slot: string;
  onSlotChange: (slot: string) => void;
  error: string | null;
};

/**
 * Immediate or scheduled (001 §4 Order mode): scheduled offers the 30-minute slots of today,
 * from the first one at least 30 minutes away up to 23:30.
 */
export function OrderModeField({ mode, onModeChange, slots, slot, onSlotChange, error }: Props) {
  const id = useId();
  return (
    <fieldset className="checkout-field checkout-field--group">
      <legend className="checkout-field__label">{t('checkout.orderMode')}</legend>
      <div className="checkout-mode">
        {(['immediate', 'scheduled'] as const).map((value) => (
          <label key={value} className="checkout-mode__option">
            <input
              type="radio"
              name={`${id}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => onModeChange(value)}
            />
            <span>{t(`checkout.${value}`)}</span>
          </label>
        ))}
      </div>
      {mode === 'scheduled' &&
        (slots.length === 0 ? (
          <p className="checkout-field__hint" role="status">
            {t('checkout.noSlots')}
          </p>
        ) : (
          <>
            <label htmlFor={`${id}-slot`} className="checkout-field__label">
              {t('checkout.slot')}
            </label>
            <select
              id={`${id}-slot`}
              className="checkout-field__input checkout-field__input--short"
              value={slot}
              aria-invalid={error !== null}
              onChange={(event) => onSlotChange(event.target.value)}
            >
              <option value="">{t('checkout.slotPlaceholder')}</option>
              {slots.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </>
        ))}
      {error && (
        <p className="checkout-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
