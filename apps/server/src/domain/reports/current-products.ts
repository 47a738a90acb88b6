import type { CurrentProduct } from '@masa/core/reports/day-figures';
import { and, eq, inArray } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/**
 * The business's products among `ids` as the menu has them now, with their categories: a
 * report names a product and files it by these, whatever day it sold (ADR 030, 113). A product
 * deleted since is missing; its lines lost their product and the report names them by their own.
 */
export async function currentProducts({
  db,
  businessId,
  ids,
}: {
  db: DbOrTx;
  businessId: string;
  ids: readonly string[];
}): Promise<Map<string, CurrentProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      categoryId: categories.id,
      category: categories.name,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.businessId, businessId), inArray(products.id, [...ids])));
  return new Map(rows.map(({ id, ...product }) => [id, product]));
}
