import { type FormEvent, useId, useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { useTableCode } from '../hooks/use-table-code.ts';

const t = texts('checkout');

/**
 * The table is known but its printed code is not (a QR code in 000 §5.4's JSON or plain-text
 * form): the cart says just that and takes the code printed under the QR code (issue 30),
 * instead of asking to scan again for a table it already has.
 */
export function TableCodePrompt(at: { businessId: string; tableId: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const { submit, checking, error } = useTableCode(at);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') void submit(text);
  };

  return (
    <section className="card checkout" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout__title">
        {t('checkout.tableCode.title')}
      </h2>
      <p className="card__text">{t('checkout.tableCode.missing')}</p>
      <form className="checkout-field" onSubmit={onSubmit}>
        <label htmlFor={id} className="checkout-field__label">
          {t('checkout.tableCode.label')}
        </label>
        <div className="checkout-campaign__row">
          <input
            id={id}
            className="checkout-field__input"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            placeholder="7KQM-R2XD-4HVB"
            value={text}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <button
            type="submit"
            className="button button--secondary"
            disabled={checking || text.trim() === ''}
          >
            {checking ? t('checkout.tableCode.checking') : t('checkout.tableCode.submit')}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className="checkout-field__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
