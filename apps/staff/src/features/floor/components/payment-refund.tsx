import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { staffMay } from '@masa/core/staff/staff-permissions';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { RefundDialog } from './refund-dialog.tsx';

/** "İade" beside a payment of the table panel's bill: owners and managers only (issue 34). */
export function PaymentRefund(props: {
  payment: BillResponse['payments'][number];
  bill: BillResponse;
}) {
  const { t } = useI18n();
  const role = useSession()?.staff.role;
  const [open, setOpen] = useState(false);
  if (role === undefined || !staffMay(role, 'refundPayments')) return null;
  const method = t.requests.methods[props.payment.method] ?? props.payment.method;
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-label={t.refund.openOf(method, formatTry(props.payment.amount))}
        onClick={() => setOpen(true)}
      >
        {t.refund.open}
      </button>
      {open && <RefundDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
