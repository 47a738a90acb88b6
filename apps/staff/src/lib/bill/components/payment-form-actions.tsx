import { formatTry } from '@masa/core/money/format-try';
import { useI18n } from '../../../i18n/i18n.tsx';

/**
 * The foot of every payment form (issue 29: one form, one receipt): record the amount due,
 * close, and the server's refusal when there is one.
 */
export function PaymentFormActions({
  due,
  disabled,
  error,
  onDone,
}: {
  due: number;
  disabled: boolean;
  error: Error | null;
  onDone: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <div className="request-actions">
        <button type="submit" className="primary" disabled={disabled}>
          {t('payment.record', { amount: formatTry(due) })}
        </button>
        <button type="button" onClick={onDone}>
          {t('board.close')}
        </button>
      </div>
      {error && (
        <p role="alert" className="form-error">
          {error.message}
        </p>
      )}
    </>
  );
}
