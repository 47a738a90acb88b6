import type { TableArea } from '@masa/core/staff/back-office.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tables } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { newTableId } from '../../lib/ids.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import { recordAudit } from '../audit/record-audit.ts';

type TableRow = typeof tables.$inferSelect;

/**
 * A new table (issue 17 §3). Without a number it takes the next one after the business's
 * highest, under a lock per business, recorded in the audit trail. Its id doubles as its custom code; PostgreSQL makes its
 * access token (ADR 015), so its QR code works as soon as it is printed.
 */
export async function createTable({
  db,
  businessId,
  staffId,
  name,
  seats,
  area,
  number,
}: {
  db: Db;
  businessId: string;
  staffId: string;
  name: string;
  seats: number;
  area: TableArea;
  number?: number | undefined;
}): Promise<TableRow> {
  const next = sql<number>`(select coalesce(max(${tables.number}), 0) + 1 from ${tables} where ${tables.businessId} = ${businessId})`;
  const id = newTableId();
  try {
    return await db.transaction(async (tx) => {
      // Tables added at the same moment take their numbers one after another, never the same.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tables:${businessId}`}))`);
      const [row] = await tx
        .insert(tables)
        .values({ id, businessId, name, seats, type: area, qrCode: id, number: number ?? next })
        .returning();
      await recordAudit({
        db: tx,
        businessId,
        staffId,
        action: 'table.created',
        subjectId: row!.id,
        details: { table: row!.name },
        now: new Date(),
      });
      return row!;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'tables_business_number_key') {
      throw refuse(409, 'TABLE_NUMBER_TAKEN', { number: number ?? 0 });
    }
    throw error;
  }
}

/** Rename, seats, area, (de)activate a table of the business; another business's: 404. */
export async function updateTable({
  db,
  businessId,
  tableId,
  changes,
}: {
  db: Db;
  businessId: string;
  tableId: string;
  changes: { name?: string; seats?: number; area?: TableArea; active?: boolean };
}): Promise<TableRow> {
  const { area, ...rest } = changes;
  const [row] = await db
    .update(tables)
    .set({ ...rest, ...(area && { type: area }), updatedAt: new Date() })
    .where(and(eq(tables.id, tableId), eq(tables.businessId, businessId)))
    .returning();
  if (!row) throw refuse(404, 'TABLE_NOT_FOUND');
  return row;
}
