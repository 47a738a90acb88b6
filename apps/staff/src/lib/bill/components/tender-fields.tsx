import { formatTry } from '@masa/core/money/format-try';
import { useId } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { usePaymentMethods } from '../payment-methods.ts';
import type { Tender } from '../use-tender.ts';

/**
 * The fields every payment form shares (issue 29): the method among the business's, the tip,
 * and for cash what was handed over with the change due (or what is short) against `due`,
 * the amount with its tip.
 */
export function TenderFields({
  tender,
  due,
  group,
}: {
  tender: Tender;
  due: number;
  group: string;
}) {
  const { t } = useI18n();
  const methods = usePaymentMethods();
  const ids = { tip: useId(), received: useId() };
  const { received } = tender;
  return (
    <>
      <fieldset>
        <legend>{t('payment.method')}</legend>
        <div className="payment-methods">
          {(methods.data ?? ['cash', 'credit_card']).map((name) => (
            <label key={name} className="payment-method">
              <input
                type="radio"
                name={`method-${group}`}
                value={name}
                checked={tender.method === name}
                onChange={() => tender.setMethod(name)}
              />
              {t.lookup(`requests.methods.${name}`) ?? name}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={ids.tip}>{t('payment.tip')}</label>
      <input
        id={ids.tip}
        inputMode="decimal"
        value={tender.shownTip}
        onChange={(event) => tender.setTipText(event.currentTarget.value)}
        aria-invalid={tender.tip === null}
      />
      {tender.tip === null && <p className="form-error">{t('payment.badAmount')}</p>}
      {tender.method === 'cash' && (
        <>
          <label htmlFor={ids.received}>{t('payment.received')}</label>
          <input
            id={ids.received}
            inputMode="decimal"
            value={tender.receivedText}
            onChange={(event) => tender.setReceivedText(event.currentTarget.value)}
            aria-invalid={tender.receivedText.trim() !== '' && received === null}
          />
          {received !== null && (
            <p role="status" className={received < due ? 'form-error' : 'payment-change'}>
              {received < due
                ? t('payment.short', { amount: formatTry(due - received) })
                : t('payment.change', { amount: formatTry(received - due) })}
            </p>
          )}
        </>
      )}
    </>
  );
}
