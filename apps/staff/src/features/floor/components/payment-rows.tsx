import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { staffMay } from '@masa/core/staff/staff-permissions';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { RefundForm } from './refund-form.tsx';

/**
 * A bill's payments, each with its method, amount and tip, and its refunds (issue 34); on the
 * table panel owners and managers may give one back ("İade").
 */
export function PaymentRows({ bill, orderId }: { bill: BillResponse; orderId: string | null }) {
  const { t } = useI18n();
  const role = useSession()?.staff.role;
  const mayRefund = orderId !== null && role !== undefined && staffMay(role, 'refundPayments');
  const [refunding, setRefunding] = useState<string | null>(null);
  return (
    <ul className="bill-lines" aria-label={t('bill.payments')}>
      {bill.payments.map((payment) => {
        const method = t.lookup(`requests.methods.${payment.method}`) ?? payment.method;
        const refunds = bill.refunds.filter((refund) => refund.paymentId === payment.id);
        return (
          <li key={payment.id}>
            <span>{method}</span>
            <span>
              {formatTry(payment.amount)}
              {payment.tip > 0 && (
                <small> {t('bill.tipOf', { amount: formatTry(payment.tip) })}</small>
              )}
              {refunds.map((refund) => (
                <small key={refund.id}>
                  {' '}
                  · {t('refunds.refunded', { amount: formatTry(refund.amount + refund.tip) })}
                </small>
              ))}
              {mayRefund && refunding !== payment.id && (
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('refunds.openFor', { method, amount: formatTry(payment.amount) })}
                  onClick={() => setRefunding(payment.id)}
                >
                  {t('refunds.open')}
                </button>
              )}
            </span>
            {refunding === payment.id && (
              <RefundForm
                bill={bill}
                payment={payment}
                method={method}
                onDone={() => setRefunding(null)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
