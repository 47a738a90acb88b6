import { formatTry } from '@masa/core/money/format-try';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { OnlinePaymentNote } from '../../../lib/bill/online-payments.ts';

/** A diner paid online (issue 34): where, which order, how much with the tip apart, 'Online'. */
export function OnlinePaymentCard({ note }: { note: OnlinePaymentNote }) {
  const { t } = useI18n();
  const { intent } = note;
  const title = t('onlinePayments.of', { table: note.table, orderNumber: note.orderNumber });
  return (
    <article className="request" aria-label={title}>
      <p>
        <strong>{title}</strong>
      </p>
      <p>
        {t('requests.billSummary', {
          amount: formatTry(intent.amount),
          tip: formatTry(intent.tipAmount),
          method: t('requests.methods.online') ?? 'Online',
        })}
      </p>
      {intent.twin && <p className="request-meta">{t('onlinePayments.test')}</p>}
    </article>
  );
}
