import { formatTry } from '@masa/core/money/format-try';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { approvalCancelled } from '../../../lib/approval/use-approval.tsx';

/**
 * What "Ödenmedi" and "Veresiye" on a table's panel share (ADR 076): a button that opens a
 * form showing the unpaid amount the server sent (and is sent back as what the screen showed),
 * its own fields and confirm button, "Vazgeç", the server's refusal, and the manager's approval
 * dialog. Closes itself once the request succeeded.
 */
export function WalkoutPanelForm({
  openLabel,
  title,
  left,
  error,
  dialog,
  done,
  onSubmit,
  children,
}: {
  openLabel: string;
  title: string;
  left: number;
  error: Error | null;
  dialog: ReactNode;
  /** Shown beside the closed form's button once the request succeeded. */
  done?: ReactNode;
  /** Sends the request; calls `close` when it succeeded. */
  onSubmit: (close: () => void) => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const shown = error && !approvalCancelled(error) ? error.message : null;
  if (!open) {
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          {openLabel}
        </button>
        {done}
      </>
    );
  }
  return (
    <>
      <form
        className="party-size walkout-form"
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(() => setOpen(false));
        }}
      >
        <p>{t('walkout.left', { amount: formatTry(left) })}</p>
        {children}
        <button type="button" onClick={() => setOpen(false)}>
          {t('walkout.cancel')}
        </button>
        {shown && (
          <p role="alert" className="form-error">
            {shown}
          </p>
        )}
      </form>
      {dialog}
    </>
  );
}
