import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { texts } from '../../../i18n/texts.ts';
import { storage } from '../../../lib/storage.ts';
import { useMyReviews } from '../api/get-my-reviews.ts';
import { reviewsLoadFailure } from '../utils/feedback-failures.ts';
import { ReviewItem } from './review-item.tsx';
import './feedback.css';

const t = texts('feedback');

/** /feedbacks 'Değerlendirmelerim' (001 §2): the diner's own ratings, newest first. */
export function FeedbacksPage() {
  const reviews = useMyReviews();
  return (
    <>
      <PageHeader title={t('feedback.listTitle')} backTo="/profile" />
      <div className="page-content">
        {reviews.isPending ? (
          <PageLoading />
        ) : reviews.isError ? (
          <p className="feedback-notice" role="alert">
            {reviewsLoadFailure(reviews.error)}
          </p>
        ) : reviews.data.length === 0 ? (
          <div className="card">
            <p className="card__text">{t('feedback.empty')}</p>
            <Link to="/qr-scan" className="button" onClick={() => storage.setSessionCleared(false)}>
              {t('feedback.scan')}
            </Link>
          </div>
        ) : (
          <ul className="reviews-list" aria-label={t('feedback.listLabel')}>
            {reviews.data.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
