import { count, eq, sql } from 'drizzle-orm';
import { businesses, products, reviews } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';

export type RatingTarget = { kind: 'business' | 'product'; id: string };

/**
 * Recomputes a business's or a product's ratingAverage (two decimals) and ratingCount from
 * its reviews (businesses.ts: recomputed, never accumulated), in the caller's transaction,
 * which holds the target row's lock so concurrent reviews are counted one after another.
 * A product's write bumps its business's menu version (migration 0001): the menu shows the
 * new rating at once.
 */
export async function refreshRating({
  tx,
  target,
}: {
  tx: Tx;
  target: RatingTarget;
}): Promise<{ ratingAverage: number; ratingCount: number }> {
  const column = target.kind === 'business' ? reviews.businessId : reviews.productId;
  const [stats] = await tx
    .select({
      average: sql<string>`coalesce(round(avg(${reviews.rating}), 2), 0)`,
      count: count(),
    })
    .from(reviews)
    .where(eq(column, target.id));
  const rating = { ratingAverage: Number(stats?.average ?? 0), ratingCount: stats?.count ?? 0 };
  if (target.kind === 'business') {
    await tx.update(businesses).set(rating).where(eq(businesses.id, target.id));
  } else {
    await tx.update(products).set(rating).where(eq(products.id, target.id));
  }
  return rating;
}
