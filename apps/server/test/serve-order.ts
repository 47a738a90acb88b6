import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * The kitchen and the waiter take an order along the whole kitchen path to delivered, as the
 * board does: a table whose paid order is not served yet is not cleared (ADR 054).
 */
export async function serveOrder(
  app: FastifyInstance,
  headers: Record<string, string>,
  orderId: string,
): Promise<void> {
  for (const status of ['received', 'preparing', 'ready', 'delivered']) {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${orderId}/status`,
      headers,
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}
