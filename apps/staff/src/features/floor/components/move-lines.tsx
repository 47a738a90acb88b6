import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { FloorTable } from '../api/floor.ts';
import { useMoveLines } from '../api/move-table.ts';
import { useOrderBill } from '../api/order-bill.ts';
import { MoveForm } from './move-form.tsx';

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
  const bill = useOrderBill(orderId);
  const move = useMoveLines();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const lines = (bill.data?.lines ?? []).filter((line) => !line.cancelled);
  const chosen = lines.filter((line) => (counts[line.id] ?? 0) > 0);
  const units = chosen.reduce((sum, line) => sum + (counts[line.id] ?? 0), 0);
  const seated = tables.filter((other) => other.id !== table.id && other.state !== 'free');
  return (
    <MoveForm
      title={t.moves.moveLines}
      confirm={t.moves.moveConfirm}
      choices={seated}
      ready={units > 0}
      describe={(to) => t.moves.linesWhat(units, to.name)}
      pending={move.isPending}
      error={move.error?.message ?? null}
      onConfirm={(to) =>
        move.mutate(
          {
            orderId,
            toTableId: to.id,
            lines: chosen.map((line) => ({
              itemId: line.id,
              quantity: counts[line.id] ?? 0,
              expectedQuantity: line.quantity,
            })),
          },
          { onSuccess: () => setCounts({}) },
        )
      }
    >
      {lines.map((line) => (
        <label key={line.id}>
          {t.moves.lineCount(line.name, line.quantity)}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={line.quantity}
            value={counts[line.id] ?? 0}
            onChange={(event) =>
              setCounts({
                ...counts,
                [line.id]: Math.min(line.quantity, Math.max(0, Number(event.target.value) || 0)),
              })
            }
          />
        </label>
      ))}
    </MoveForm>
  );
}
