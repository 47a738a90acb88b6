import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { FloorTable } from '@masa/core/staff/floor.schemas';
import { useMoveTable } from '../api/move-table.ts';
import { MoveForm } from './move-form.tsx';

/**
 * "Masayı taşı" (issue 32 §3, ADR 075): the party goes to a free table with its orders, its
 * diners' phones and its requests; the panel then opens the new table.
 */
export function MoveTable({ table, tables }: { table: FloorTable; tables: FloorTable[] }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const move = useMoveTable((toId) => void navigate(`/floor/${toId}`));
  const free = tables.filter((other) => other.id !== table.id && other.state === 'free');
  return (
    <MoveForm
      title={t('moves.moveTable')}
      confirm={t('moves.moveConfirm')}
      choices={free}
      describe={(to) =>
        t('moves.moveWhat', { from: table.name, to: to.name, orders: table.openOrders.length })
      }
      pending={move.isPending}
      error={move.error?.message ?? null}
      onConfirm={(to) => move.mutate({ fromTableId: table.id, toTableId: to.id })}
    />
  );
}
