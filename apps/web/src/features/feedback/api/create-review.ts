import { api } from '../../../lib/api-client.ts';
import type { FeedbackTarget, Review } from './review-types.ts';

/**
 * POST /reviews (001 §7): a business or a product (never both), rating 1–5, comment, and the
 * order it is for. A product review names its business as businessId (001 §3 form fields).
 */
export function createReview(
  input: { target: FeedbackTarget; orderId: string; rating: number; comment: string },
  idempotencyKey: string,
) {
  const { target } = input;
  const about =
    target.type === 'business'
      ? { business: target.id }
      : { product: target.id, businessId: target.businessId };
  return api.send<Review>('/reviews', {
    method: 'POST',
    body: { ...about, rating: input.rating, comment: input.comment, orderId: input.orderId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
