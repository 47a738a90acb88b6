import type { FiscalRequest } from '@masa/core/fiscal/fiscal.schemas';
import type { fiscalRequests } from '../../db/schema/index.ts';

type Row = typeof fiscalRequests.$inferSelect;

/** A fiscal request as the staff screens read it (contract of issue 35 §4). */
export const presentFiscalRequest = (
  row: Row,
  tableName: string | null,
  deviceTwin: boolean,
): FiscalRequest => ({
  id: row.id,
  paymentId: row.paymentId,
  orderId: row.orderId,
  tableId: row.tableId,
  tableName,
  kind: row.kind as FiscalRequest['kind'],
  adapter: row.adapter as FiscalRequest['adapter'],
  status: row.status as FiscalRequest['status'],
  receiptNumber: row.receiptNumber,
  printedWithoutNumber: row.printedWithoutNumber,
  amount: row.amount,
  paymentType: row.body.paymentType,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  lines: row.body.lines,
  error: row.error,
  deviceTwin: row.adapter === 'gmp3' && deviceTwin,
});
