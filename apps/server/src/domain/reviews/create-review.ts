import { eq } from 'drizzle-orm';
import { businesses, products, reviews } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import { findReviewableOrder } from './find-reviewable-order.ts';
import { listReviews } from './list-reviews.ts';
import { refreshRating, type RatingTarget } from './refresh-rating.ts';
import type { ReviewBody } from './review-body.ts';
import type { ReviewResponse } from './review-response.ts';

/**
 * POST /reviews (001 §3, §5): rates a business or one of its products for one of the caller's
 * paid or delivered orders, once per target per order, and recomputes the target's rating
 * average and count in the same transaction. The target row is locked first, so reviews of
 * one target are written one after another and every one is counted.
 */
export async function createReview({
  tx,
  userId,
  body,
  now,
}: {
  tx: Tx;
  userId: string;
  body: ReviewBody;
  now: Date;
}): Promise<ReviewResponse> {
  let target: RatingTarget;
  let businessId: string;
  if (body.product) {
    const [product] = await tx
      .select({ id: products.id, businessId: products.businessId })
      .from(products)
      .where(eq(products.id, body.product))
      .for('update');
    if (!product) throw refuse(404, 'PRODUCT_NOT_FOUND');
    if (body.productBusinessId && body.productBusinessId !== product.businessId) {
      throw refuse(400, 'PRODUCT_NOT_IN_BUSINESS');
    }
    target = { kind: 'product', id: product.id };
    businessId = product.businessId;
  } else {
    const [business] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, body.business ?? ''))
      .for('update');
    if (!business) throw refuse(404, 'BUSINESS_NOT_FOUND');
    target = { kind: 'business', id: business.id };
    businessId = business.id;
  }
  const orderId = await findReviewableOrder({
    tx,
    userId,
    businessId,
    productId: body.product,
    orderId: body.orderId,
  });
  const [review] = await tx
    .insert(reviews)
    .values({
      businessId: target.kind === 'business' ? target.id : null,
      productId: target.kind === 'product' ? target.id : null,
      userId,
      orderId,
      rating: body.rating,
      comment: body.comment,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: reviews.id })
    .catch((error: unknown) => {
      // Unreachable while the target lock is held; kept as the same clear answer.
      if (uniqueViolation(error) !== undefined) throw refuse(409, 'ALREADY_REVIEWED');
      throw error;
    });
  await refreshRating({ tx, target });
  const [answer] = await listReviews({ db: tx, filter: { reviewId: review!.id } });
  return answer!;
}
