import { useState } from 'react';
import { useOrderBill } from '../api/order-bill.ts';

/**
 * The units of an order's lines a waiter picks to move (ADR 075 "Ürünleri taşı", ADR 078 "Ayrı
 * hesap"): a count per line, at most its quantity, sent with the quantity the screen showed so
 * the server refuses a stale one.
 */
export function useUnitChoice(orderId: string) {
  const bill = useOrderBill(orderId);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const lines = (bill.data?.lines ?? []).filter((line) => !line.cancelled);
  const countOf = (id: string) => counts[id] ?? 0;
  const chosen = lines.filter((line) => countOf(line.id) > 0);
  return {
    lines,
    countOf,
    setCount: (id: string, quantity: number, count: number) =>
      setCounts({ ...counts, [id]: Math.min(quantity, Math.max(0, count || 0)) }),
    units: chosen.reduce((sum, line) => sum + countOf(line.id), 0),
    /** The request's `lines`. */
    moves: chosen.map((line) => ({
      itemId: line.id,
      quantity: countOf(line.id),
      expectedQuantity: line.quantity,
    })),
    reset: () => setCounts({}),
  };
}

/** A number field per line for the units chosen of it. */
export function UnitCountFields({
  choice,
  label,
}: {
  /** useUnitChoice, or any choice of units with the same shape (a refund's, issue 34). */
  choice: Pick<ReturnType<typeof useUnitChoice>, 'countOf' | 'setCount'> & {
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
