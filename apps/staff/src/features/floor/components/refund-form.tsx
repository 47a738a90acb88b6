import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useRefundPayment } from '../api/refund-payment.ts';
import { shareKey, useRefundChoice } from '../hooks/use-refund-choice.ts';
import { UnitCountFields } from './unit-choice.tsx';
import { FormError } from '../../../components/form-error.tsx';

type Payment = BillResponse['payments'][number];

/**
 * "İade" on a payment of the table panel (issue 34, ADR 084), for owners and managers: the
 * payment's units (UnitCountFields), shares and charges still held, "Bahşişi de iade et", a
 * reason. The server refunds it (through the provider when paid online) and the bill reopens
 * by exactly that; its refusal is shown in its words.
 */
export function RefundForm({
  bill,
  payment,
  method,
  onDone,
}: {
  bill: BillResponse;
  payment: Payment;
  method: string;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const choice = useRefundChoice(bill, payment);
  const refund = useRefundPayment();
  const [tip, setTip] = useState(false);
  const [reason, setReason] = useState('');
  const { parts } = choice;
  const chosen = parts.items.length + parts.shares.length + parts.charges.length > 0 || tip;
  const valid = chosen && reason.trim().length > 0;
  const title = t('refunds.title', { method, amount: formatTry(payment.amount) });
  return (
    <form
      className="discount-form"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        refund.mutate(
          { paymentId: payment.id, ...parts, tip, reason: reason.trim() },
          { onSuccess: onDone },
        );
      }}
    >
      <h3>{title}</h3>
      {choice.empty && <p className="request-meta">{t('refunds.nothing')}</p>}
      <UnitCountFields choice={choice} label={(name, held) => t('refunds.units', { name, held })} />
      {choice.shares.map((share) => (
        <label key={shareKey(share)}>
          <input
            type="checkbox"
            checked={choice.isPicked(shareKey(share))}
            onChange={() => choice.toggle(shareKey(share))}
          />
          {t('refunds.share', { name: share.name, index: share.index })}
        </label>
      ))}
      {choice.charges.map((charge) => (
        <label key={charge.id}>
          <input
            type="checkbox"
            checked={choice.isPicked(charge.id)}
            onChange={() => choice.toggle(charge.id)}
          />
          {charge.name}
        </label>
      ))}
      {choice.tipLeft > 0 && (
        <label>
          <input type="checkbox" checked={tip} onChange={(event) => setTip(event.target.checked)} />
          {t('refunds.tip', { amount: formatTry(choice.tipLeft) })}
        </label>
      )}
      <label>
        {t('refunds.reason')}
        <input value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
      </label>
      <div className="discount-actions">
        <button type="submit" className="primary" disabled={!valid || refund.isPending}>
          {t('refunds.submit')}
        </button>
        <button type="button" onClick={onDone}>
          {t('refunds.cancel')}
        </button>
      </div>
      <FormError error={refund.error} />
    </form>
  );
}
