import {
  waiterCallResponse,
  type WaiterCallResponse,
} from '@masa/core/staff/staff-request.schemas';
import type { waiterCalls } from '../../db/schema/index.ts';

export { waiterCallResponse, type WaiterCallResponse };

export type WaiterCallRow = typeof waiterCalls.$inferSelect;

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
