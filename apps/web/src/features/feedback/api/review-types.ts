import type { ReviewResponse } from '@masa/core/reviews/review.schemas';

/** A review as the server answers it (001 §3 Review / feedback), core's schema. */
export type Review = ReviewResponse;

/** What a diner rates: the business of an order, or one of its products. */
export type FeedbackTarget = {
  type: 'business' | 'product';
  id: string;
  name: string;
  businessId: string;
};
