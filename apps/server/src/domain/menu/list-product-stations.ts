import { asc, eq } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/**
 * The kitchen-display stations in category order, and each product's station: its category's
 * (issue 16 §4).
 */
export async function listProductStations({ db, businessId }: { db: DbOrTx; businessId: string }) {
  const rows = await db
    .select({ productId: products.id, station: categories.station })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(categories.businessId, businessId))
    .orderBy(asc(categories.sortOrder));
  return {
    stations: [...new Set(rows.map((row) => row.station))],
    productStations: Object.fromEntries(rows.map((row) => [row.productId, row.station])),
  };
}
