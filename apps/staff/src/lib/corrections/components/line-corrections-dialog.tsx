import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { api } from '../../api-client.ts';
import { refetchIfReasonArchived } from '../correction-reasons.ts';
import { approvalCancelled, useApproval } from '../../approval/use-approval.tsx';
import { ReasonPicker, reasonFields, type ReasonChoice } from './reason-picker.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useModalDialog } from '../../use-modal-dialog.ts';

type Line = BillResponse['lines'][number];
type Action = 'not_made' | 'wasted' | 'ikram';

/**
 * A line's void ("İptal (yapılmadı)", "İptal (zayi)") or ikram (issue 32 §1, ADR 073): how many
 * units, a reason from the business's list and/or typed, sent with the quantity the screen
 * showed; "Yönetici onayı" opens when the server asks for a manager. Shared by the table
 * panel's bill and the board's cards.
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
  const dialog = useModalDialog();
  const client = useQueryClient();
  const { withApproval, dialog: approvalDialog } = useApproval();
  const unpaid = line.quantity - line.paidQuantity;
  const [action, setAction] = useState<Action>('wasted');
  const [quantity, setQuantity] = useState(unpaid);
  const [reason, setReason] = useState<ReasonChoice>({ reasonId: '', reason: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const kind = action === 'ikram' ? 'ikram' : 'void';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    const body = {
      quantity,
      expectedQuantity: line.quantity,
      ...reasonFields(reason),
      ...(action === 'ikram' ? {} : { kind: action }),
    };
    const path = `/staff/orders/${orderId}/items/${line.id}/${action === 'ikram' ? 'ikram' : 'void'}`;
    try {
      await withApproval((approval) => api.post(path, { ...body, approval }));
      await client.invalidateQueries({ queryKey: ['staff'] });
      onClose();
    } catch (error) {
      refetchIfReasonArchived(client, error);
      if (!approvalCancelled(error))
        setProblem(error instanceof Error ? error.message : t('errors.generic'));
    } finally {
      setPending(false);
    }
  };

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="correct-title" onClose={onClose}>
      <form onSubmit={(event) => void send(event)} noValidate>
        <h2 id="correct-title">{t('corrections.lineTitle', { name: line.name })}</h2>
        <fieldset className="approval-people">
          <legend>{t('corrections.action')}</legend>
          {(['not_made', 'wasted', 'ikram'] as const).map((option) => (
            <label key={option} className="checkbox">
              <input
                type="radio"
                name="correction"
                checked={action === option}
                onChange={() => {
                  setAction(option);
                  setReason({ ...reason, reasonId: '' });
                }}
              />
              {t(`corrections.actions.${option}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor="correct-quantity">{t('corrections.quantity', { max: unpaid })}</label>
        <input
          id="correct-quantity"
          type="number"
          min={1}
          max={unpaid}
          value={quantity}
          onChange={(event) => setQuantity(Number(event.target.value))}
        />
        <ReasonPicker kind={kind} value={reason} onChange={setReason} />
        <FormError error={problem} />
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            {t('board.close')}
          </button>
          <button type="submit" className="danger" disabled={pending}>
            {t(`corrections.actions.${action}`)}
          </button>
        </div>
      </form>
      {approvalDialog}
    </dialog>
  );
}
