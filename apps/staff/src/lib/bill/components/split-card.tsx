import type { StaffSplitRequestResponse } from '@masa/core/staff/staff-request.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useDecideSplit } from '../../requests/requests.ts';
import { Place } from '../../requests/components/request-cards.tsx';
import { SplitPaymentForm } from './split-payment-form.tsx';

/**
 * A split request (issue 16 §6): its units, shares and charges, approved or declined, then its
 * payment taken in the payment form every payment shares (issue 29). Each is its own
 * selection, so splits are never folded (issue 28).
 */
export function SplitCard({ split }: { split: StaffSplitRequestResponse }) {
  const { t } = useI18n();
  const decide = useDecideSplit();
  const [paying, setPaying] = useState(false);
  const method = t.lookup(`requests.methods.${split.paymentMethod}`) ?? split.paymentMethod;
  return (
    <article className="request" aria-label={t('requests.splitOf', { table: split.tableName })}>
      <Place item={split} />
      <ul className="request-items">
        {split.items.map((item) => (
          <li key={item.itemId}>
            {item.quantity} × {item.name}
          </li>
        ))}
        {split.shares.map((share) => (
          <li key={share.itemId}>
            {t('requests.splitShare', {
              index: share.shareIndex,
              count: share.shareCount,
              name: share.name,
            })}
          </li>
        ))}
        {split.charges.map((charge) => (
          <li key={charge.chargeId}>{charge.name}</li>
        ))}
      </ul>
      <p>
        {t('requests.billSummary', {
          amount: formatTry(split.amount),
          tip: formatTry(split.tipAmount),
          method,
        })}
      </p>
      {split.status === 'approved' && paying ? (
        <SplitPaymentForm split={split} onDone={() => setPaying(false)} />
      ) : split.status === 'approved' ? (
        <div className="request-actions">
          <span className="request-meta">{t('requests.approvedAwaitingPayment')}</span>
          <button type="button" className="primary" onClick={() => setPaying(true)}>
            {t('requests.takeSplitPayment', {
              amount: formatTry(split.amount + split.tipAmount),
              method,
            })}
          </button>
        </div>
      ) : (
        <div className="request-actions">
          <button
            type="button"
            className="primary"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: split.id, status: 'approved' })}
          >
            {t('requests.approve')}
          </button>
          <button
            type="button"
            className="danger"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: split.id, status: 'rejected' })}
          >
            {t('requests.decline')}
          </button>
        </div>
      )}
      {decide.error && (
        <p role="alert" className="form-error">
          {decide.error.message}
        </p>
      )}
    </article>
  );
}
