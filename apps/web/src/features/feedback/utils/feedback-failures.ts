import { texts } from '../../../i18n/texts.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { describeFailure, failureText } from '../../../lib/api/failure-text.ts';
import type { Review } from '../api/review-types.ts';

const t = texts('feedback');

/**
 * A rating that did not go through (001 §8 Feedback and reviews): refused by the server (4xx)
 * 'API yorum oluşturma işlemini reddetti.' with its reason; otherwise 'Yorum oluşturulurken bir
 * hata oluştu.' with why (no answer, a server error, an answer without words).
 */
export function reviewFailure(error: unknown): string {
  const refused = isApiError(error) && error.kind === 'http' && error.status < 500;
  return describeFailure(error, {
    refused: refused ? t('feedback.createRefused') : t('feedback.createFailed'),
    noAnswer: t('feedback.createFailed'),
    service: t('feedback.createFailed'),
    unexpected: t('feedback.createFailed'),
  });
}

/** 'Değerlendirmelerim' could not load: a server error says so, anything else asks to retry. */
export function reviewsLoadFailure(error: unknown): string {
  if (isApiError(error) && error.status >= 500) return t('feedback.loadServerFailed');
  return `${t('feedback.loadFailed')} ${failureText(error, t('feedback.pendingFailed'))}`;
}

/** The names a rating is shown with; a product or business without one is unknown (001 §8). */
export function reviewNames(review: Pick<Review, 'targetType' | 'businessName' | 'productName'>) {
  return {
    business: review.businessName.trim() || t('feedback.unknownBusiness'),
    product:
      review.targetType === 'product'
        ? review.productName?.trim() || t('feedback.unknownProduct')
        : null,
  };
}

/**
 * What stops a rating before it is sent (001 §5, §8): no rating 'Lütfen 1 ile 5 arasında bir
 * puan seçin.', a target without an id 'Değerlendirme hedefi bulunamadı (ID eksik).'.
 */
export function feedbackGuard(rating: number, target: { id?: string | null }): string | null {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return t('feedback.ratingRequired');
  if (!target.id) return t('feedback.noTarget');
  return null;
}
