import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { FloorTable } from '@masa/core/staff/floor.schemas';
import { useMergeTables } from '../api/move-table.ts';
import { MoveForm } from './move-form.tsx';

/**
 * "Masaları birleştir" (issue 32 §3, ADR 075): two tables pushed together. This table's party
 * joins a seated table's; the panel then opens that table, where both bills are paid.
 */
export function MergeTables({ table, tables }: { table: FloorTable; tables: FloorTable[] }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const merge = useMergeTables((intoId) => void navigate(`/floor/${intoId}`));
  const seated = tables.filter((other) => other.id !== table.id && other.state !== 'free');
  return (
    <MoveForm
      title={t('moves.mergeTables')}
      confirm={t('moves.mergeConfirm')}
      choices={seated}
      describe={(into) =>
        t('moves.mergeWhat', { from: table.name, into: into.name, orders: table.openOrders.length })
      }
      pending={merge.isPending}
      error={merge.error?.message ?? null}
      onConfirm={(into) => merge.mutate({ fromTableId: table.id, toTableId: into.id })}
    />
  );
}
