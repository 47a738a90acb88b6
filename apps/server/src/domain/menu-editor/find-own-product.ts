import { and, eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { BusinessScope } from '../../lib/db-tx.ts';

/** The product of the business, or 404 PRODUCT_NOT_FOUND: checked before its photo or history. */
export async function findOwnProduct({
  db,
  businessId,
  productId,
}: BusinessScope & { productId: string }) {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.businessId, businessId)));
  if (!row) throw refuse(404, 'PRODUCT_NOT_FOUND');
  return row;
}
