import { type ReactNode, useId, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { FloorTable } from '@masa/core/staff/floor.schemas';

/**
 * One move of the table panel (issue 32 §3): a button that opens a table picker, a sentence
 * saying what will move where, and the confirming button. The server decides; its refusal is
 * shown as it comes (`error`).
 */
export function MoveForm({
  title,
  confirm,
  choices,
  describe,
  pending,
  error,
  onConfirm,
  ready = true,
  children,
}: {
  /** False while the form's own fields (children) choose nothing yet. */
  ready?: boolean;
  children?: ReactNode;
  title: string;
  confirm: string;
  choices: FloorTable[];
  describe: (to: FloorTable) => string;
  pending: boolean;
  error: string | null;
  onConfirm: (to: FloorTable) => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [toId, setToId] = useState('');
  const formId = useId();
  const to = choices.find((table) => table.id === toId) ?? null;
  return (
    <div className="move-action">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {title}
      </button>
      {open && (
        <form
          id={formId}
          className="move-form"
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            if (to) onConfirm(to);
          }}
        >
          <label>
            {t('moves.target')}
            <select value={toId} onChange={(event) => setToId(event.target.value)}>
              <option value="">{choices.length ? t('moves.pick') : t('moves.none')}</option>
              {choices.map((table) => (
                <option key={table.id} value={table.id}>
                  {table.name} · {t(`floor.states.${table.state}`)}
                </option>
              ))}
            </select>
          </label>
          {children}
          {to && ready && <p className="move-what">{describe(to)}</p>}
          <button type="submit" className="primary" disabled={!to || !ready || pending}>
            {confirm}
          </button>
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
