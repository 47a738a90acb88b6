import { useState } from 'react';
import { useOrderBill } from '../api/order-bill.ts';

type CountedLine = { id: string; name: string; quantity: number };

/**
 * A count per line, at most its quantity: the units chosen to move (useUnitChoice) or to
 * refund of one payment (ADR 086, its own lines and what it paid of each).
 */
export function useUnitCounts<L extends CountedLine>(lines: L[]) {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const countOf = (id: string) => counts[id] ?? 0;
  const chosen = lines.filter((line) => countOf(line.id) > 0);
  return {
    lines,
    countOf,
    chosen,
    setCount: (id: string, quantity: number, count: number) =>
      setCounts({ ...counts, [id]: Math.min(quantity, Math.max(0, count || 0)) }),
    units: chosen.reduce((sum, line) => sum + countOf(line.id), 0),
    reset: () => setCounts({}),
  };
}

/**
 * The units of an order's lines a waiter picks to move (ADR 075 "Ürünleri taşı", ADR 078 "Ayrı
 * hesap"): a count per line, at most its quantity, sent with the quantity the screen showed so
 * the server refuses a stale one.
 */
export function useUnitChoice(orderId: string) {
  const bill = useOrderBill(orderId);
  const counts = useUnitCounts((bill.data?.lines ?? []).filter((line) => !line.cancelled));
  return {
    ...counts,
    /** The request's `lines`. */
    moves: counts.chosen.map((line) => ({
      itemId: line.id,
      quantity: counts.countOf(line.id),
      expectedQuantity: line.quantity,
    })),
  };
}

/** A number field per line for the units chosen of it. */
export function UnitCountFields({
  choice,
  label,
}: {
  /** useUnitCounts, or any choice of units with the same shape (a refund's, issue 34). */
  choice: Pick<ReturnType<typeof useUnitCounts>, 'countOf' | 'setCount'> & {
    lines: readonly { id: string; name: string; quantity: number }[];
  };
  label: (name: string, quantity: number) => string;
}) {
  return choice.lines.map((line) => (
    <label key={line.id}>
      {label(line.name, line.quantity)}
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={line.quantity}
        value={choice.countOf(line.id)}
        onChange={(event) => choice.setCount(line.id, line.quantity, Number(event.target.value))}
      />
    </label>
  ));
}
