import { billNumberOf } from '@masa/core/orders/bill-label';

/**
 * A table's open orders by bill (ADR 078): the first bill, then "Hesap 2", "Hesap 3"…, each
 * with its orders in the floor's order. Each order keeps its own bill figures (ADR 027): the
 * panel shows them as the server sent them and adds nothing up.
 */
export function billGroups<T extends { billLabel: string | null }>(
  orders: T[],
): { number: number; orders: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const order of orders) {
    const number = billNumberOf(order.billLabel);
    groups.set(number, [...(groups.get(number) ?? []), order]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, grouped]) => ({ number, orders: grouped }));
}
