import type { FiscalRequest } from '@masa/core/fiscal/fiscal.schemas';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { fiscalRequests, tables } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { presentFiscalRequest } from './present-fiscal-request.ts';

/** At most this many, oldest first: a day's waiting receipts fit many times over. */
const LIMIT = 500;

/**
 * GET /staff/fiscal-requests (issue 35 §4): the business's fiscal requests, of one kind
 * (receipts unless asked for e-Arşiv ones), optionally of one status and one table (another
 * business's table is 404, like an unknown one), oldest first.
 */
export async function listFiscalRequests({
  db,
  businessId,
  kind,
  status,
  tableId,
  deviceTwin,
}: {
  db: DbOrTx;
  businessId: string;
  kind: 'receipt' | 'e_arsiv';
  status?: 'waiting' | 'done' | 'failed';
  tableId?: string;
  deviceTwin: boolean;
}): Promise<FiscalRequest[]> {
  if (tableId) {
    const [table] = await db
      .select({ id: tables.id })
      .from(tables)
      .where(and(eq(tables.id, tableId), eq(tables.businessId, businessId)));
    if (!table) throw refuse(404, 'TABLE_NOT_FOUND');
  }
  const where: SQL[] = [eq(fiscalRequests.businessId, businessId), eq(fiscalRequests.kind, kind)];
  if (status) where.push(eq(fiscalRequests.status, status));
  if (tableId) where.push(eq(fiscalRequests.tableId, tableId));
  const rows = await db
    .select({ request: fiscalRequests, tableName: tables.name })
    .from(fiscalRequests)
    .leftJoin(tables, eq(tables.id, fiscalRequests.tableId))
    .where(and(...where))
    .orderBy(asc(fiscalRequests.createdAt), asc(fiscalRequests.id))
    .limit(LIMIT);
  return rows.map((row) => presentFiscalRequest(row.request, row.tableName, deviceTwin));
}
