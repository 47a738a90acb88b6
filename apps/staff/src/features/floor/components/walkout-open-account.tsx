import { formatTry } from '@masa/core/money/format-try';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { approvalCancelled } from '../../../lib/use-approval.tsx';
import type { FloorTable } from '../api/floor.ts';
import { useMoveToOpenAccount } from '../api/walkout.ts';

/**
 * "Veresiye" on a table's panel (ADR 076): instead of paying now, the served table's rest goes
 * on a named customer's open account, settled later from the Veresiye screen. The amount is the
 * server's (the floor's openAmount) and is sent back as what the screen showed.
 */
export function WalkoutOpenAccount({ table }: { table: FloorTable }) {
  const { t } = useI18n();
  const { mutation, dialog } = useMoveToOpenAccount();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const error =
    mutation.error && !approvalCancelled(mutation.error) ? mutation.error.message : null;
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)}>
        {t.walkout.account}
      </button>
    );
  }
  return (
    <>
      <form
        className="party-size walkout-form"
        aria-label={t.walkout.accountTitle}
        onSubmit={(event) => {
          event.preventDefault();
          mutation.mutate(
            { tableId: table.id, customerName: name, phone, expectedLeft: table.openAmount },
            { onSuccess: () => setOpen(false) },
          );
        }}
      >
        <p>{t.walkout.left(formatTry(table.openAmount))}</p>
        <label>
          {t.walkout.customer}
          <input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        </label>
        <label>
          {t.walkout.phone}
          <input
            value={phone}
            type="tel"
            maxLength={30}
            onChange={(event) => setPhone(event.target.value)}
          />
        </label>
        <button type="submit" className="primary" disabled={mutation.isPending || !name.trim()}>
          {t.walkout.accountConfirm}
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          {t.walkout.cancel}
        </button>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
      </form>
      {dialog}
    </>
  );
}
