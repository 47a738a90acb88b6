import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useRefundPayment } from '../api/refunds.ts';
import { refundRequest, shareKey } from '../refund-request.ts';
import { UnitCountFields, useUnitCounts } from './unit-choice.tsx';

type Payment = BillResponse['payments'][number];

/**
 * "İade" of one payment (issue 34, ADR 086): the units of its own lines (at most what it paid
 * of each, as the payment form's unit choice), its charges and shares, optionally its tip, and
 * a reason. The server prices them as that payment did; the bill reopens by exactly that.
 */
export function RefundDialog(props: { payment: Payment; bill: BillResponse; onClose: () => void }) {
  const { payment, bill, onClose } = props;
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const refund = useRefundPayment();
  const nameOf = (id: string) => bill.lines.find((line) => line.id === id)?.name ?? id;
  const units = useUnitCounts(
    payment.lines.map((line) => ({ ...line, id: line.lineId, name: nameOf(line.lineId) })),
  );
  const [charges, setCharges] = useState<string[]>([]);
  const [shares, setShares] = useState<string[]>([]);
  const [tip, setTip] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = (list: string[], key: string, on: boolean) =>
    on ? [...list, key] : list.filter((item) => item !== key);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  function submit() {
    const request = refundRequest({
      payment,
      counts: Object.fromEntries(units.chosen.map((line) => [line.id, units.countOf(line.id)])),
      charges,
      shares,
      tip,
      reason,
    });
    if (typeof request === 'string') return setProblem(t.refund[request]);
    setProblem(null);
    refund.mutate(request, {
      onSuccess: ({ refund: done }) => {
        showToast(t.refund.done(formatTry(done.amount + done.tipAmount)));
        onClose();
      },
    });
  }

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="refund-title" onClose={onClose}>
      <form
        className="move-form"
        noValidate
        // What was missing is said until the form changes.
        onChange={() => setProblem(null)}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id="refund-title">{t.refund.title}</h2>
        <p>
          {t.requests.methods[payment.method] ?? payment.method} {formatTry(payment.amount)}
          {payment.method === 'online' && ` · ${t.refund.online}`}
        </p>
        <UnitCountFields choice={units} label={t.refund.lineCount} />
        {payment.charges.map((id) => (
          <label key={id} className="check">
            <input
              type="checkbox"
              checked={charges.includes(id)}
              onChange={(event) => setCharges(toggle(charges, id, event.target.checked))}
            />
            {t.refund.charge(bill.charges.find((charge) => charge.id === id)?.name ?? id)}
          </label>
        ))}
        {payment.shares.map((share) => (
          <label key={shareKey(share)} className="check">
            <input
              type="checkbox"
              checked={shares.includes(shareKey(share))}
              onChange={(event) => setShares(toggle(shares, shareKey(share), event.target.checked))}
            />
            {t.refund.share(
              share.index,
              bill.lines.find((line) => line.id === share.lineId)?.shareCount ?? 0,
              nameOf(share.lineId),
            )}
          </label>
        ))}
        {payment.tip > 0 && (
          <label className="check">
            <input
              type="checkbox"
              checked={tip}
              onChange={(event) => setTip(event.target.checked)}
            />
            {t.refund.tip(formatTry(payment.tip))}
          </label>
        )}
        <label>
          {t.refund.reason}
          <input
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        {(problem ?? refund.error) && (
          <p role="alert" className="form-error">
            {problem ?? refund.error?.message}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            {t.board.close}
          </button>
          <button type="submit" className="danger" disabled={refund.isPending}>
            {t.refund.submit}
          </button>
        </div>
      </form>
    </dialog>
  );
}
