import type { PaymentIntent } from '@masa/core/payment/payment-intent.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { failureText } from '../../../lib/api/failure-text.ts';
import { cancelPaymentIntent, paymentIntentKeys } from '../api/payment-intents.ts';
import { usePaymentIntent } from '../hooks/use-payment-intent.ts';
import { TestPaymentBanner } from './test-payment-banner.tsx';

const t = texts('bill');

const RUNNING = new Set<PaymentIntent['status']>(['created', 'requires_action', 'processing']);

/**
 * An online payment after the hosted form sent the diner back (ADR 086): live until it has
 * succeeded ('Ödendi: ₺…') or failed with the provider's reason in her language and 'Tekrar
 * dene'. While it runs she may go back to the form or give up; closing the phone loses
 * nothing (the provider's webhook completes it on the server).
 */
export function OnlinePaymentStatus(props: {
  orderId: string;
  intentId: string;
  onRetry: () => void;
  /** A payment this phone left with Back: shown while it runs, then no more. */
  onlyWhileRunning?: boolean;
}) {
  const queryClient = useQueryClient();
  const query = usePaymentIntent(props.orderId, props.intentId);
  const [error, setError] = useState<string | null>(null);
  const intent = query.data;

  async function cancel() {
    setError(null);
    try {
      const cancelled = await cancelPaymentIntent(props.intentId);
      queryClient.setQueryData(paymentIntentKeys.detail(props.intentId), cancelled);
    } catch (failure) {
      setError(failureText(failure, t('bill.online.startFailed')));
    }
  }

  if (!intent) {
    return query.isError && !props.onlyWhileRunning ? (
      <p className="banner banner--error" role="alert">
        {`${t('bill.online.loadFailed')} ${failureText(query.error, '')}`.trim()}
      </p>
    ) : null;
  }
  const running = RUNNING.has(intent.status);
  if (props.onlyWhileRunning && !running) return null;
  return (
    <section className="card" aria-labelledby="online-payment-title">
      <h2 id="online-payment-title" className="order-card__subtitle">
        {t('bill.online.title')}
      </h2>
      <TestPaymentBanner twin={intent.twin} />
      {running && (
        <p role="status">
          {intent.status === 'processing' ? t('bill.online.processing') : t('bill.online.pending')}
        </p>
      )}
      {intent.status === 'succeeded' && (
        <p className="banner banner--success" role="status">
          {t('bill.online.paid', { amount: formatTry(intent.amount + intent.tipAmount) })}
        </p>
      )}
      {(intent.status === 'failed' || intent.status === 'cancelled') && (
        <p className="banner banner--error" role="alert">
          {intent.failureMessage
            ? t('bill.online.failed', { reason: intent.failureMessage })
            : intent.status === 'failed'
              ? t('bill.online.failedNoReason')
              : t('bill.online.cancelled')}
        </p>
      )}
      {error && (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      )}
      {intent.status === 'requires_action' && intent.checkoutUrl && (
        <a className="button button--secondary button--block" href={intent.checkoutUrl}>
          {t('bill.online.backToForm')}
        </a>
      )}
      {running && intent.status !== 'processing' && (
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={() => void cancel()}
        >
          {t('bill.online.cancel')}
        </button>
      )}
      {!running && intent.status !== 'succeeded' && (
        <button type="button" className="button button--block" onClick={props.onRetry}>
          {t('bill.online.retry')}
        </button>
      )}
    </section>
  );
}
