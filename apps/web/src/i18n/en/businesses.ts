import type { businesses as source } from '../tr/businesses.ts';
import type { Texts } from '../texts-type.ts';

export const businesses: Texts<typeof source> = {
  title: 'Restaurants',
  searchLabel: 'Search restaurants',
  searchPlaceholder: 'Search a restaurant or city...',
  listLabel: 'Restaurant list',
  none: 'There are no restaurants to list right now.',
  noMatch: 'No restaurant matches your search.',
  rating: (average, count) => `${average} points, ${count} ${count === 1 ? 'review' : 'reviews'}`,
  noRating: 'No reviews yet',
};
