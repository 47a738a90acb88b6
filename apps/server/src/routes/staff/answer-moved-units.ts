import type { FastifyInstance } from 'fastify';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { loadOrderResponses } from '../../domain/orders/load-order-responses.ts';
import type { OrderRow } from '../../domain/orders/to-order-response.ts';

/**
 * After units moved from one order to another (to another table's bill, ADR 075, or to a
 * separate bill, ADR 078): both orders' followers hear an item change (not 'created': the
 * kitchen already has these dishes, its tablets must not chime again), and the route answers
 * both orders as the staff read them, with how many units moved.
 */
export async function answerMovedUnits(
  app: FastifyInstance,
  moved: { from: OrderRow; to: OrderRow },
  lines: readonly { quantity: number }[],
  now: Date,
) {
  for (const order of [moved.from, moved.to]) {
    emitOrderChange(app.io, order, { kind: 'updated', change: 'items' });
  }
  const answers = await loadOrderResponses({
    db: app.db,
    orderIds: [moved.from.id, moved.to.id],
    now,
    forStaff: true,
  });
  const byId = (id: string) => answers.find((order) => order.id === id)!;
  return {
    from: byId(moved.from.id),
    to: byId(moved.to.id),
    units: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
