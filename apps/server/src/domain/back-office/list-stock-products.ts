import type { StockProduct } from '@masa/core/staff/back-office.schemas';
import { asc, eq } from 'drizzle-orm';
import type { BusinessScope } from '../../lib/db-tx.ts';
import { categories, products } from '../../db/schema/index.ts';

/** Every product of the business, by category order then name, for the stock screen. */
export async function listStockProducts({
  db,
  businessId,
}: BusinessScope): Promise<StockProduct[]> {
  return db
    .select({
      id: products.id,
      name: products.name,
      categoryId: products.categoryId,
      categoryName: categories.name,
      price: products.price,
      isAvailable: products.isAvailable,
      active: products.active,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.businessId, businessId))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(products.name));
}
