import { and, eq, getTableColumns } from 'drizzle-orm';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { businesses, tables } from '../../db/schema/index.ts';

/**
 * A table a diner may sit at: active, of an active business and, when the caller names a
 * business (X-Business-Id or ?business=), of that business. Every other case is the same 404
 * 'Masa bilgisi bulunamadı', so a table of another business is indistinguishable from none.
 */
export async function findTable({
  db,
  tableId,
  businessId,
}: {
  db: Db;
  tableId: string;
  businessId?: string | undefined;
}) {
  const [row] = await db
    .select(getTableColumns(tables))
    .from(tables)
    .innerJoin(businesses, eq(businesses.id, tables.businessId))
    .where(
      and(
        eq(tables.id, tableId),
        eq(tables.active, true),
        eq(businesses.active, true),
        businessId === undefined ? undefined : eq(tables.businessId, businessId),
      ),
    );
  if (!row) throw refuse(404, 'TABLE_NOT_FOUND.tableNotFound');
  return row;
}
