import { formatTry } from '@masa/core/money/format-try';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { FloorTable } from '@masa/core/staff/floor.schemas';
import { useClearTable } from '../api/floor.ts';
import { FormError } from '../../../components/form-error.tsx';

/**
 * One table on the floor: its state, what is open on it, since when, its waiter calls and
 * payments waiting for their fiş. A paid
 * and served table nobody cleared asks to be cleared, in one tap from the grid: until then the
 * next party scanning its code would join the last party's sitting (ADR 059).
 */
export function TableTile({
  table,
  now,
  expanded,
  receipts = 0,
  onToggle,
}: {
  table: FloorTable;
  now: number;
  expanded: boolean;
  /** Its payments still waiting for their fiş (issue 35 §4). */
  receipts?: number;
  onToggle: () => void;
}) {
  const { t } = useI18n();
  const clear = useClearTable();
  return (
    <>
      <button
        type="button"
        className={`table-tile state-${table.state}`}
        aria-expanded={expanded}
        onClick={onToggle}
      >
        <strong className="table-name">{table.name}</strong>
        <span className="table-state">{t(`floor.states.${table.state}`)}</span>
        {table.openAmount > 0 && (
          <span className="table-amount">{formatTry(table.openAmount)}</span>
        )}
        {table.seatedSince && (
          <span className="table-since">
            {t('floor.since', {
              minutes: Math.max(0, Math.floor((now - Date.parse(table.seatedSince)) / 60_000)),
            })}
          </span>
        )}
        {table.openCalls > 0 && (
          <span className="table-calls">{t('floor.calls', { n: table.openCalls })}</span>
        )}
        {receipts > 0 && (
          <span className="table-receipts">{t('fiscal.tileBadge', { n: receipts })}</span>
        )}
      </button>
      {table.state === 'paid' && (
        <button
          type="button"
          className="primary tile-clear"
          aria-label={t('floor.clearTable', { name: table.name })}
          disabled={clear.isPending}
          onClick={() => clear.mutate(table.id)}
        >
          {t('floor.clear')}
        </button>
      )}
      <FormError error={clear.error} />
    </>
  );
}
