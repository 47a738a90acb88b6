import { z } from 'zod';
import type { waiterCalls } from '../../db/schema/index.ts';

export type WaiterCallRow = typeof waiterCalls.$inferSelect;

/** 001 §3 Waiter-call result, plus the call's own id, table and reason. */
export const waiterCallResponse = z.object({
  id: z.string(),
  _id: z.string(),
  orderId: z.string().nullable().describe('Null for a call from a table without an order.'),
  tableId: z.string(),
  businessId: z.string(),
  waiterCalled: z.boolean(),
  callTime: z.string().describe('ISO 8601'),
  createdAt: z.string(),
  status: z.enum(['pending', 'acknowledged', 'resolved']),
  reason: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type WaiterCallResponse = z.infer<typeof waiterCallResponse>;

export function serializeWaiterCall(row: WaiterCallRow): WaiterCallResponse {
  return {
    id: row.id,
    _id: row.id,
    orderId: row.orderId,
    tableId: row.tableId,
    businessId: row.businessId,
    waiterCalled: row.status !== 'resolved',
    callTime: row.createdAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    reason: row.reason,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
