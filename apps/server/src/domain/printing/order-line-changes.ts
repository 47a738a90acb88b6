import type { OrderItemRow } from '../orders/to-order-response.ts';

/** A line's units that came or went in a change, as the kitchen must hear of them. */
export type ChangedUnits = { item: OrderItemRow; quantity: number };

/**
 * What a diner's change did to an order's lines (issue 33, ADR 083), from its lines before and
 * after (cancelled ones left out of both): a new line or more units of one are added; a line
 * taken out or fewer units of it are cancelled. A line whose note changed is cancelled as it
 * was and added as it is now, so the station's paper never keeps the old note.
 */
export function orderLineChanges({
  before,
  after,
}: {
  before: readonly OrderItemRow[];
  after: readonly OrderItemRow[];
}): { added: ChangedUnits[]; cancelled: ChangedUnits[] } {
  const now = new Map(after.map((item) => [item.id, item]));
  const was = new Set(before.map((item) => item.id));
  const added: ChangedUnits[] = [];
  const cancelled: ChangedUnits[] = [];
  for (const old of before) {
    const item = now.get(old.id);
    if (!item) {
      cancelled.push({ item: old, quantity: old.quantity });
    } else if ((item.notes ?? null) !== (old.notes ?? null)) {
      cancelled.push({ item: old, quantity: old.quantity });
      added.push({ item, quantity: item.quantity });
    } else if (item.quantity < old.quantity) {
      cancelled.push({ item: old, quantity: old.quantity - item.quantity });
    } else if (item.quantity > old.quantity) {
      added.push({ item, quantity: item.quantity - old.quantity });
    }
  }
  for (const item of after) if (!was.has(item.id)) added.push({ item, quantity: item.quantity });
  return { added, cancelled };
}
