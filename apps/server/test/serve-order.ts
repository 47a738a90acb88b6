import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Headers = Record<string, string>;

/** A staff member moves an order to a status (with the reason a cancel carries), as the board does. */
export async function moveOrder(
  app: FastifyInstance,
  headers: Headers,
  orderId: string,
  change: { status: string; reason?: string },
): Promise<void> {
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/staff/orders/${orderId}/status`,
    headers,
    payload: change,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const KITCHEN_PATH = ['pending', 'received', 'preparing', 'ready', 'delivered'] as const;

/**
 * The kitchen and the waiter take an order along the whole kitchen path to delivered, as the
 * board does: a table whose paid order is not served yet is not cleared (ADR 054). A diner's
 * order starts pending; one the staff sent starts `from: 'received'`.
 */
export async function serveOrder(
  app: FastifyInstance,
  headers: Headers,
  orderId: string,
  { from = 'pending' }: { from?: 'pending' | 'received' } = {},
): Promise<void> {
  for (const status of KITCHEN_PATH.slice(KITCHEN_PATH.indexOf(from) + 1))
    await moveOrder(app, headers, orderId, { status });
}

/** A staff member takes what is open on an order in cash at the table. */
export async function payInCash(
  app: FastifyInstance,
  headers: Headers,
  orderId: string,
): Promise<void> {
  const paid = await app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/payments`,
    headers,
    payload: { method: 'cash' },
  });
  expect(paid.statusCode, paid.body).toBe(201);
}
