import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import type { OrderStatus } from '@masa/core/orders/order-status';
import { workSince } from './held-courses.ts';

/** The board's columns and the order statuses each one shows (issue 16). */
export const BOARD_COLUMNS = [
  { key: 'new', statuses: ['pending'] },
  { key: 'received', statuses: ['received'] },
  { key: 'preparing', statuses: ['preparing', 'processing'] },
  { key: 'ready', statuses: ['ready', 'on_the_way'] },
  { key: 'delivered', statuses: ['delivered', 'bill_requested'] },
] as const satisfies readonly { key: string; statuses: readonly OrderStatus[] }[];

export type ColumnKey = (typeof BOARD_COLUMNS)[number]['key'];

/**
 * Orders by column, oldest first within each (the one waiting longest is on top); a fired
 * course waits from its firing (issue 31 §4).
 */
export function groupByColumn(orders: OrderResponse[]): Record<ColumnKey, OrderResponse[]> {
  const byAge = [...orders].sort((a, b) => workSince(a).localeCompare(workSince(b)));
  const columns = Object.fromEntries(BOARD_COLUMNS.map((c) => [c.key, []])) as unknown as Record<
    ColumnKey,
    OrderResponse[]
  >;
  for (const order of byAge) {
    const column = BOARD_COLUMNS.find((c) =>
      (c.statuses as readonly string[]).includes(order.status),
    );
    if (column) columns[column.key].push(order);
  }
  return columns;
}

/**
 * Minutes since the order was placed, and its age class: amber (`warn`) and red (`late`) past
 * the business's thresholds (issue 17 §4), by default 10 and 20 minutes.
 */
export function orderAge(createdAt: string, now: number, thresholds = { warn: 10, late: 20 }) {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  const level = minutes >= thresholds.late ? 'late' : minutes >= thresholds.warn ? 'warn' : 'ok';
  return { minutes, level } as const;
}
