import { tr } from '../../../i18n/tr.ts';
import type { Review } from '../api/review-types.ts';

const t = tr.feedback;

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('tr-TR', { dateStyle: 'medium' });
}

/** One rating of 'Değerlendirmelerim': business, product, date, stars with n/5, comment. */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="card review-item">
      <div className="review-item__head">
        <h2 className="order-card__title">{review.businessName}</h2>
        <span className="review-item__stars" role="img" aria-label={t.starsLabel(review.rating)}>
          <span aria-hidden="true">
            {'★'.repeat(review.rating)}
            {'☆'.repeat(5 - review.rating)} {t.stars(review.rating)}
          </span>
        </span>
      </div>
      {review.productName && <p className="card__text">{review.productName}</p>}
      <p className="review-item__meta">{formatDate(review.createdAt)}</p>
      {review.comment && <p className="card__text">{review.comment}</p>}
    </li>
  );
}
