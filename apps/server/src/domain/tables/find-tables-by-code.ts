import { and, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses, tables } from '../../db/schema/index.ts';

/**
 * The table lookup by QR code of 000 §4.3 and 001 §7: the active tables of active businesses
 * whose printed code (`qrCode`) or id is `code`. An exact match wins (the codes are unique);
 * without one, the code is compared ignoring case, since a code typed by hand or printed in
 * capitals ('bogaz-m01', 'BOGAZ-M01') names the same table. Empty when nothing matches.
 */
export async function findTablesByCode({ db, code }: { db: Db; code: string }) {
  const exact = await select(db, or(eq(tables.qrCode, code), eq(tables.id, code)));
  if (exact.length > 0) return exact;
  return select(db, sql`lower(${tables.qrCode}) = lower(${code})`);
}

function select(db: Db, match: SQL | undefined) {
  return db
    .select(getTableColumns(tables))
    .from(tables)
    .innerJoin(businesses, eq(businesses.id, tables.businessId))
    .where(and(match, eq(tables.active, true), eq(businesses.active, true)))
    .orderBy(tables.businessId, tables.number)
    .limit(10);
}
