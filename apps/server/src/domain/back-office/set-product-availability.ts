import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { products } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';

/**
 * The sold-out switch (issue 17 §2). The write bumps the business's `menu_version` through the
 * products trigger, so every server's menu cache reloads on its next read (ADR 003); a product
 * of another business is answered like an unknown one.
 */
export async function setProductAvailability({
  db,
  businessId,
  productId,
  isAvailable,
}: {
  db: DbOrTx;
  businessId: string;
  productId: string;
  isAvailable: boolean;
}) {
  const [row] = await db
    .update(products)
    .set({ isAvailable, updatedAt: new Date() })
    .where(and(eq(products.id, productId), eq(products.businessId, businessId)))
    .returning({ id: products.id, name: products.name, isAvailable: products.isAvailable });
  if (!row) throw refuse(404, 'PRODUCT_NOT_FOUND');
  return row;
}
