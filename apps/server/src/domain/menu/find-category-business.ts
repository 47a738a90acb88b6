import { eq } from 'drizzle-orm';
import { categories } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/** The business a category belongs to, to answer its products from that business's menu cache. */
export async function findCategoryBusiness({
  db,
  categoryId,
}: {
  db: DbOrTx;
  categoryId: string;
}): Promise<string | undefined> {
  const [category] = await db
    .select({ businessId: categories.businessId })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return category?.businessId;
}
