import { type CompleteFiscalBody, type FiscalRequest } from '@masa/core/fiscal/fiscal.schemas';
import { and, eq } from 'drizzle-orm';
import { fiscalRequests, tables } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { presentFiscalRequest } from './present-fiscal-request.ts';

/**
 * POST /staff/fiscal-requests/{id}/complete (issue 35 §4, ADR 093): the fiş number the register
 * printed, or "printed without a number", for a waiting receipt or one the integrated register
 * refused. Under the row's lock, so two staff completing it at once get one 200 and one 409.
 * Another business's request is 404 like an unknown one; an e-Arşiv one takes no fiş number.
 */
export async function completeFiscalRequest({
  db,
  businessId,
  staffId,
  requestId,
  body,
  deviceTwin,
  now,
}: {
  db: Db;
  businessId: string;
  staffId: string;
  requestId: string;
  body: CompleteFiscalBody;
  deviceTwin: boolean;
  now: Date;
}): Promise<FiscalRequest> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(fiscalRequests)
      .where(and(eq(fiscalRequests.id, requestId), eq(fiscalRequests.businessId, businessId)))
      .for('update');
    if (!row) throw refuse(404, 'FISCAL_REQUEST_NOT_FOUND');
    if (row.kind !== 'receipt') throw refuse(409, 'FISCAL_REQUEST_E_ARSIV');
    if (row.status === 'done') throw refuse(409, 'FISCAL_REQUEST_DONE');
    const receiptNumber = body.receiptNumber ?? null;
    const [done] = await tx
      .update(fiscalRequests)
      .set({
        status: 'done',
        receiptNumber,
        printedWithoutNumber: receiptNumber === null,
        completedAt: now,
        completedBy: staffId,
      })
      .where(eq(fiscalRequests.id, row.id))
      .returning();
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'fiscal.completed',
      subjectId: row.id,
      details: { receiptNumber, printed: receiptNumber === null, amount: row.amount },
      now,
    });
    const [table] = row.tableId
      ? await tx.select({ name: tables.name }).from(tables).where(eq(tables.id, row.tableId))
      : [];
    return presentFiscalRequest(done!, table?.name ?? null, deviceTwin);
  });
}
