import { z } from 'zod';
import type { tableSessions } from '../../db/schema/index.ts';

export type TableSessionRow = typeof tableSessions.$inferSelect;

/** 001 §3 Table session: a sitting at a table, linked to the order placed with it. */
export const tableSessionResponse = z.object({
  id: z.string(),
  _id: z.string(),
  tableId: z.string(),
  businessId: z.string(),
  orderId: z.string().nullable().describe('The first order of the sitting.'),
  userId: z.string().nullable(),
  customerName: z.string(),
  isResponsible: z.boolean(),
  personCount: z.number().int(),
  status: z.enum(['active', 'closed']),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type TableSessionResponse = z.infer<typeof tableSessionResponse>;

export function serializeTableSession(row: TableSessionRow): TableSessionResponse {
  return {
    id: row.id,
    _id: row.id,
    tableId: row.tableId,
    businessId: row.businessId,
    orderId: row.orderId,
    userId: row.userId,
    customerName: row.customerName,
    isResponsible: row.isResponsible,
    personCount: row.personCount,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}
