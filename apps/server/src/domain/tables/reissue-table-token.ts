import { and, eq, sql } from 'drizzle-orm';
import { tables } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { StaffTableWrite } from './clear-table.ts';
import type { TableRow } from './list-staff-tables.ts';

/**
 * A new access token for a table of the business, with its audit record: the old printed QR
 * code stops working at once (ADR 015).
 */
export async function reissueTableToken({
  db,
  businessId,
  staffId,
  tableId,
  now,
}: StaffTableWrite): Promise<TableRow> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(tables)
      .set({ accessToken: sql`new_table_token()` })
      .where(and(eq(tables.id, tableId), eq(tables.businessId, businessId)))
      .returning();
    if (!updated) throw refuse(404, 'TABLE_NOT_FOUND');
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'table.code_reissued',
      subjectId: updated.id,
      details: { table: updated.name },
      now,
    });
    return updated;
  });
}
