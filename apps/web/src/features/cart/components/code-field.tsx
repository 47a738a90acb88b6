import { type ReactNode, useId } from 'react';

type Props = {
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  maxLength: number;
  placeholder?: string;
  /** What the last check said against the code, or null. */
  error: string | null;
  checking: boolean;
  applyLabel: ReactNode;
  checkingLabel: ReactNode;
  /** Enter in the field or the button: check the code. */
  onApply: () => void;
};

/**
 * A code the diner types into the cart and has checked (the campaign code, the table's printed
 * code): the field and its button on one row, the server's answer under them. Not a form of
 * its own: the campaign code sits inside the order form, so Enter applies the code instead of
 * placing the order.
 */
export function CodeField(props: Props) {
  const id = useId();
  const { value, error, checking, onApply } = props;
  return (
    <div className="checkout-field">
      <label htmlFor={id} className="checkout-field__label">
        {props.label}
      </label>
      <div className="checkout-campaign__row">
        <input
          id={id}
          className="checkout-field__input"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          value={value}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => props.onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onApply();
          }}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={checking || value.trim() === ''}
          onClick={onApply}
        >
          {checking ? props.checkingLabel : props.applyLabel}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="checkout-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
