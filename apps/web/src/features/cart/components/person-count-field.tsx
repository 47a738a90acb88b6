import { useId } from 'react';
import { texts } from '../../../i18n/texts.ts';

const t = texts('checkout');

type Props = {
  /** What the diner typed: kept as text so the field may be empty while typing. */
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** Said without blocking: the party is larger than the table (ADR 065). */
  notice?: string | null;
};

/** Person count, 1–20 (001 §5); the message says why confirming is disabled. */
export function PersonCountField({ value, onChange, error, notice = null }: Props) {
  const id = useId();
  return (
    <div className="checkout-field">
      <label htmlFor={id} className="checkout-field__label">
        {t('checkout.personCount')}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={20}
        step={1}
        className="checkout-field__input checkout-field__input--short"
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="checkout-field__error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="checkout-field__notice" role="status">
          {notice}
        </p>
      )}
    </div>
  );
}
