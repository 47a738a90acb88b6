import { approvalPin, type CorrectionApproval } from '@masa/core/corrections/corrections.schemas';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useApprovers } from '../approvers.ts';
import { FormError } from '../../../components/form-error.tsx';
import { useModalDialog } from '../../use-modal-dialog.ts';

/**
 * "Yönetici onayı" (issue 32 §1, ADR 073): the server's reason a correction needs approval, the
 * owners and managers who have a PIN, and the PIN typed by one of them on this device. Stays
 * open on a wrong PIN with the server's message; `submit` sends the correction again.
 */
export function ApprovalDialog({
  message,
  submit,
  cancel,
}: {
  message: string;
  submit: (approval: CorrectionApproval) => Promise<void>;
  cancel: () => void;
}) {
  const { t } = useI18n();
  const dialog = useModalDialog();
  const approvers = useApprovers(true);
  const [staffId, setStaffId] = useState('');
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const chosen = staffId || approvers.data?.[0]?.id || '';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = approvalPin.safeParse(pin);
    if (!chosen) return setProblem(t('approval.noApprover'));
    if (!parsed.success) return setProblem(t('approval.pinFormat'));
    setProblem(null);
    setPending(true);
    try {
      await submit({ staffId: chosen, pin: parsed.data });
    } catch (error) {
      setPin('');
      setProblem(error instanceof Error ? error.message : t('errors.generic'));
    } finally {
      setPending(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="dialog approval-dialog"
      aria-labelledby="approval-title"
      onCancel={cancel}
    >
      <form onSubmit={(event) => void send(event)} noValidate>
        <h2 id="approval-title">{t('approval.title')}</h2>
        <p className="approval-why">{message}</p>
        {approvers.data?.length === 0 && <p role="alert">{t('approval.nobody')}</p>}
        <fieldset className="approval-people">
          <legend>{t('approval.who')}</legend>
          {approvers.data?.map((person) => (
            <label key={person.id} className="checkbox">
              <input
                type="radio"
                name="approver"
                checked={chosen === person.id}
                onChange={() => setStaffId(person.id)}
              />
              {person.name} · {t(`roles.${person.role}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor="approval-pin">{t('approval.pin')}</label>
        <input
          id="approval-pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
        />
        <FormError error={problem} />
        <div className="dialog-actions">
          <button type="button" onClick={cancel}>
            {t('approval.cancel')}
          </button>
          <button type="submit" className="primary" disabled={pending}>
            {t('approval.approve')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
