import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Review } from './review-types.ts';

export const reviewKeys = {
  all: ['reviews'] as const,
  mine: () => ['reviews', 'me'] as const,
};

/** GET /reviews/user/me (001 §7): the diner's own ratings, newest first. */
export function getMyReviews(signal?: AbortSignal) {
  return api.get<Review[]>('/reviews/user/me', signal ? { signal } : {});
}

export const getMyReviewsQueryOptions = () =>
  queryOptions({
    queryKey: reviewKeys.mine(),
    queryFn: ({ signal }) => getMyReviews(signal),
  });

export const useMyReviews = (enabled = true) =>
  useQuery({ ...getMyReviewsQueryOptions(), enabled });
