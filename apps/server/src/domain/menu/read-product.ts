import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/** A product's row by id, on the menu or not (the product detail, /product/{id}). */
export async function readProduct({ db, productId }: { db: DbOrTx; productId: string }) {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  return row;
}
