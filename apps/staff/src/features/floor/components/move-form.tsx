import { type ReactNode, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { FloorTable } from '@masa/core/staff/floor.schemas';
import { MoveAction } from './move-action.tsx';

/**
 * A move to another table (issue 32 §3): the table picker, then a sentence saying what will move
 * where. The server decides; its refusal is shown as it comes (`error`).
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
  const to = choices.find((table) => table.id === toId) ?? null;
  return (
    <MoveAction
      title={title}
      confirm={confirm}
      open={open}
      onToggle={() => setOpen(!open)}
      ready={to !== null && ready}
      pending={pending}
      error={error}
      onConfirm={() => to && onConfirm(to)}
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
    </MoveAction>
  );
}
