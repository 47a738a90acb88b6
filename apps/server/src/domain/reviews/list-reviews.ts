import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { newestFirst } from '../../db/newest-first.ts';
import { businesses, products, reviews, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { toReviewResponse, type ReviewResponse } from './review-response.ts';

export type ReviewFilter =
  { userId: string } | { businessId: string } | { productId: string } | { reviewId: string };

/**
 * Reviews newest first, with the business's name (a product review's business is its
 * product's) and the product's name: the caller's own (`userId`: 'Değerlendirmelerim', 001 §2),
 * a business's or a product's (the public lists of GET /reviews), or one by id.
 */
export async function listReviews({
  db,
  filter,
  limit = 100,
}: {
  db: DbOrTx;
  filter: ReviewFilter;
  limit?: number;
}): Promise<ReviewResponse[]> {
  let where: SQL;
  if ('userId' in filter) where = eq(reviews.userId, filter.userId);
  else if ('businessId' in filter) where = eq(reviews.businessId, filter.businessId);
  else if ('productId' in filter) where = eq(reviews.productId, filter.productId);
  else where = eq(reviews.id, filter.reviewId);
  // The page's ids first, newest first as the filter's index keeps them (it stops at `limit`),
  // then their names by id: joined through coalesce(...) in one statement, every review of the
  // filter was hashed and sorted (docs/decisions/123-the-open-day-reads-flat-on-a-year.md).
  const page = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(where)
    .orderBy(newestFirst(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  if (page.length === 0) return [];
  const rows = await db
    .select({
      review: reviews,
      businessId: businesses.id,
      businessName: businesses.name,
      productName: products.name,
      userName: users.name,
    })
    .from(reviews)
    .leftJoin(products, eq(products.id, reviews.productId))
    .innerJoin(
      businesses,
      eq(businesses.id, sql`coalesce(${reviews.businessId}, ${products.businessId})`),
    )
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(
      inArray(
        reviews.id,
        page.map((row) => row.id),
      ),
    )
    .orderBy(newestFirst(reviews.createdAt), desc(reviews.id));
  const own = !('businessId' in filter) && !('productId' in filter);
  return rows.map((row) => toReviewResponse(row, { own }));
}
