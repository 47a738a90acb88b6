import { formatTry } from '@masa/core/money/format-try';
import { staffMay } from '@masa/core/staff/staff-permissions';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useUnknownRefunds } from '../api/unknown-refunds.ts';

/**
 * Refunds whose outcome is unknown (issue 34): the server gave up waiting for the provider's
 * answer. Shown to owners and managers, only while there are some, with what to do: look the
 * payment up on the iyzico panel, and refund again only if it was not given back.
 */
export function UnknownRefunds() {
  const { t } = useI18n();
  const role = useSession()?.staff.role;
  const query = useUnknownRefunds(role !== undefined && staffMay(role, 'refundPayments'));
  const refunds = query.data?.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <section className="request-list" aria-labelledby="requests-unknown-refunds">
      <h2 id="requests-unknown-refunds">
        {t('unknownRefunds.title')} <span className="count">{refunds.length}</span>
      </h2>
      {refunds.map((refund) => {
        const title = t('unknownRefunds.of', {
          table: refund.table,
          orderNumber: refund.orderNumber,
          amount: formatTry(refund.amount + refund.tipAmount),
        });
        return (
          <article key={refund.id} className="request" aria-label={title}>
            <p>
              <strong>{title}</strong>
            </p>
            <p role="alert">{t('unknownRefunds.check')}</p>
            {refund.providerPaymentId && (
              <p className="request-meta">
                {t('unknownRefunds.providerPayment', { id: refund.providerPaymentId })}
              </p>
            )}
          </article>
        );
      })}
    </section>
  );
}
