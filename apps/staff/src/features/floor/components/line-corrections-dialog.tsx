import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { api } from '../../../lib/api-client.ts';
import { reasonsOf, useCorrectionReasons } from '../../../lib/correction-reasons.ts';
import { approvalCancelled, useApproval } from '../../../lib/use-approval.tsx';

type Line = BillResponse['lines'][number];
type Action = 'not_made' | 'wasted' | 'ikram';

/**
 * A line's void ("İptal (yapılmadı)", "İptal (zayi)") or ikram (issue 32 §1, ADR 073): how many
 * units, a reason from the business's list and/or typed, sent with the quantity the screen
 * showed; "Yönetici onayı" opens when the server asks for a manager.
 */
export function LineCorrectionsDialog({
  orderId,
  line,
  onClose,
}: {
  orderId: string;
  line: Line;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const client = useQueryClient();
  const reasons = useCorrectionReasons();
  const { withApproval, dialog: approvalDialog } = useApproval();
  const unpaid = line.quantity - line.paidQuantity;
  const [action, setAction] = useState<Action>('wasted');
  const [quantity, setQuantity] = useState(unpaid);
  const [reasonId, setReasonId] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const kind = action === 'ikram' ? 'ikram' : 'void';

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    const body = {
      quantity,
      expectedQuantity: line.quantity,
      ...(reasonId ? { reasonId } : {}),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(action === 'ikram' ? {} : { kind: action }),
    };
    const path = `/staff/orders/${orderId}/items/${line.id}/${action === 'ikram' ? 'ikram' : 'void'}`;
    try {
      await withApproval((approval) => api.post(path, { ...body, approval }));
      await client.invalidateQueries({ queryKey: ['staff'] });
      onClose();
    } catch (error) {
      if (!approvalCancelled(error))
        setProblem(error instanceof Error ? error.message : t.errors.generic);
    } finally {
      setPending(false);
    }
  };

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="correct-title" onClose={onClose}>
      <form onSubmit={(event) => void send(event)} noValidate>
        <h2 id="correct-title">{t.corrections.lineTitle(line.name)}</h2>
        <fieldset className="approval-people">
          <legend>{t.corrections.action}</legend>
          {(['not_made', 'wasted', 'ikram'] as const).map((option) => (
            <label key={option} className="checkbox">
              <input
                type="radio"
                name="correction"
                checked={action === option}
                onChange={() => {
                  setAction(option);
                  setReasonId('');
                }}
              />
              {t.corrections.actions[option]}
            </label>
          ))}
        </fieldset>
        <label htmlFor="correct-quantity">{t.corrections.quantity(unpaid)}</label>
        <input
          id="correct-quantity"
          type="number"
          min={1}
          max={unpaid}
          value={quantity}
          onChange={(event) => setQuantity(Number(event.target.value))}
        />
        <label htmlFor="correct-reason-id">{t.corrections.reason}</label>
        <select
          id="correct-reason-id"
          value={reasonId}
          onChange={(e) => setReasonId(e.target.value)}
        >
          <option value="">—</option>
          {reasonsOf(reasons.data, kind).map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <label htmlFor="correct-reason">{t.corrections.reasonText}</label>
        <input
          id="correct-reason"
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            {t.board.close}
          </button>
          <button type="submit" className="danger" disabled={pending}>
            {t.corrections.actions[action]}
          </button>
        </div>
      </form>
      {approvalDialog}
    </dialog>
  );
}
