import { useI18n } from '../../../i18n/i18n.tsx';
import type { FloorTable } from '@masa/core/staff/floor.schemas';
import { useMoveLines } from '../api/move-table.ts';
import { MoveForm } from './move-form.tsx';
import { UnitCountFields, useUnitChoice } from './unit-choice.tsx';

/**
 * "Ürünleri taşı" (issue 32 §3, ADR 075): some units of an order's lines go to another seated
 * table's bill, the friend who joined it. The server says which units may not move (paid, held
 * by a split, shared) and refuses a count the screen showed stale.
 */
export function MoveLines({
  orderId,
  table,
  tables,
}: {
  orderId: string;
  table: FloorTable;
  tables: FloorTable[];
}) {
  const { t } = useI18n();
  const move = useMoveLines();
  const choice = useUnitChoice(orderId);
  const { units } = choice;
  const seated = tables.filter((other) => other.id !== table.id && other.state !== 'free');
  return (
    <MoveForm
      title={t('moves.moveLines')}
      confirm={t('moves.moveConfirm')}
      choices={seated}
      ready={units > 0}
      describe={(to) => t('moves.linesWhat', { units, to: to.name })}
      pending={move.isPending}
      error={move.error?.message ?? null}
      onConfirm={(to) =>
        move.mutate(
          {
            orderId,
            toTableId: to.id,
            lines: choice.moves,
          },
          { onSuccess: choice.reset },
        )
      }
    >
      <UnitCountFields
        choice={choice}
        label={(name, quantity) => t('moves.lineCount', { name, quantity })}
      />
    </MoveForm>
  );
}
