import { formatTry } from '@masa/core/money/format-try';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { PaymentOutcome } from '../payment-outcome.ts';

/**
 * A payment that was not recorded because another staff member's came first (issue 29): who,
 * how much and when, and what is now left, held until the one with the diner's cash in hand
 * has read it.
 */
export function LostPayment({
  lost,
  onDone,
}: {
  lost: Extract<PaymentOutcome, { kind: 'lost' }>;
  onDone: () => void;
}) {
  const { t, language } = useI18n();
  const time = new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(lost.paidAt));
  return (
    <section className="payment-lost" role="alert" aria-label={t('payment.lostTitle')}>
      <h3>{t('payment.lostTitle')}</h3>
      <p>
        {t('payment.lostBy', {
          who: lost.paidBy ?? t('payment.lostDiner'),
          amount: formatTry(lost.paidAmount),
          time,
        })}
      </p>
      <p>
        {t('payment.lostLeft')} <strong data-testid="lost-left">{formatTry(lost.left)}</strong>
      </p>
      <p className="request-meta">{t('payment.lostCash')}</p>
      <div className="request-actions">
        <button type="button" className="primary" onClick={onDone}>
          {t('payment.lostDone')}
        </button>
      </div>
    </section>
  );
}
