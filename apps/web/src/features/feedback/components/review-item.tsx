import { texts } from '../../../i18n/texts.ts';
import type { Review } from '../api/review-types.ts';
import { reviewNames } from '../utils/feedback-failures.ts';
import { dateLocale } from '../../../i18n/language.ts';

const t = texts('feedback');

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(dateLocale, { dateStyle: 'medium' });
}

/** One rating of 'Değerlendirmelerim': business, product, date, stars with n/5, comment. */
export function ReviewItem({ review }: { review: Review }) {
  const names = reviewNames(review);
  return (
    <li className="card review-item">
      <div className="review-item__head">
        <h2 className="order-card__title">{names.business}</h2>
        <span
          className="review-item__stars"
          role="img"
          aria-label={t('feedback.starsLabel', { rating: review.rating })}
        >
          <span aria-hidden="true">
            {'★'.repeat(review.rating)}
            {'☆'.repeat(5 - review.rating)} {t('feedback.stars', { rating: review.rating })}
          </span>
        </span>
      </div>
      {names.product && <p className="card__text">{names.product}</p>}
      <p className="review-item__meta">{formatDate(review.createdAt)}</p>
      {review.comment && <p className="card__text">{review.comment}</p>}
    </li>
  );
}
