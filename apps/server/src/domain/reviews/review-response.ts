import type { reviews } from '../../db/schema/index.ts';

import { reviewResponse, type ReviewResponse } from '@masa/core/reviews/review.schemas';

// The schema lives in core, so the diner's app infers its types from it.
export { reviewResponse, type ReviewResponse };

export type ReviewRow = {
  review: typeof reviews.$inferSelect;
  businessId: string;
  businessName: string;
  productName: string | null;
  userName: string;
};

/** 'Deniz Yılmaz' → 'Deniz Y.': what a public list shows of an author. */
function publicName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return [first || 'Misafir', last ? `${last.charAt(0).toLocaleUpperCase('tr-TR')}.` : '']
    .filter(Boolean)
    .join(' ');
}

export function toReviewResponse(row: ReviewRow, { own }: { own: boolean }): ReviewResponse {
  const { review } = row;
  return {
    id: review.id,
    _id: review.id,
    targetType: review.productId ? 'product' : 'business',
    business: review.businessId,
    product: review.productId,
    businessId: row.businessId,
    businessName: row.businessName,
    productId: review.productId,
    productName: review.productId ? row.productName : null,
    user: own ? review.userId : null,
    userName: own ? row.userName : publicName(row.userName),
    orderId: review.orderId,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}
