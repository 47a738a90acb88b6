import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { FloorTable } from '@masa/core/staff/floor.schemas';

/**
 * "Masa no" (issue 31 §3): the waiter types the number on the table and goes straight to it,
 * without finding its tile among forty.
 */
export function TableNumberField({
  tables,
  onOpen,
}: {
  tables: FloorTable[];
  onOpen: (table: FloorTable) => void;
}) {
  const { t } = useI18n();
  const [number, setNumber] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  return (
    <form
      className="table-number"
      role="search"
      aria-label={t('takeOrder.tableNumber')}
      onSubmit={(event) => {
        event.preventDefault();
        const table = tables.find((each) => String(each.number) === number.trim());
        setMissing(table ? null : number.trim());
        if (table) onOpen(table);
      }}
    >
      <label>
        {t('takeOrder.tableNumber')}
        <input
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
      </label>
      <button type="submit" disabled={number.trim() === ''}>
        {t('takeOrder.openTable')}
      </button>
      {missing !== null && (
        <p role="alert" className="form-error">
          {t('takeOrder.noSuchTable', { n: missing })}
        </p>
      )}
    </form>
  );
}
