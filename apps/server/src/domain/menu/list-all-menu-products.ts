import { and, asc, eq } from 'drizzle-orm';
import { businesses, categories, products } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/** Menu products of every active business, uncached: active products of active categories. */
export async function listAllMenuProducts({ db, limit }: { db: DbOrTx; limit: number }) {
  const rows = await db
    .select({ product: products })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(and(eq(products.active, true), eq(categories.active, true), eq(businesses.active, true)))
    .orderBy(asc(products.businessId), asc(products.sortOrder))
    .limit(limit);
  return rows.map((row) => row.product);
}
