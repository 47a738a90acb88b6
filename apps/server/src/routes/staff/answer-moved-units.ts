import type { FastifyInstance } from 'fastify';
import { loadOrderResponses } from '../../domain/orders/load-order-responses.ts';
import type { OrderRow } from '../../domain/orders/to-order-response.ts';

/**
 * After units moved from one order to another (to another table's bill, ADR 075, or to a
 * separate bill, ADR 078), the route answers both orders as the staff read them, with how many
 * units moved. Their news was written with the move (moveUnits).
 */
export async function answerMovedUnits(
  app: FastifyInstance,
  moved: { from: OrderRow; to: OrderRow },
  lines: readonly { quantity: number }[],
  now: Date,
) {
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
