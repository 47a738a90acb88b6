import { REVIEW_COMMENT_MAX_LENGTH } from '@masa/core/orders/order-limits';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import { createReview } from '../api/create-review.ts';
import { reviewKeys } from '../api/get-my-reviews.ts';
import type { FeedbackTarget } from '../api/review-types.ts';
import { feedbackGuard, reviewFailure } from '../utils/feedback-failures.ts';
import { StarRating } from './star-rating.tsx';

const t = texts('feedback');

/**
 * Rating one target (001 §2 Feedback form, §5): 1–5 stars, an optional comment of at most 500
 * characters. A missing rating is said on submit, not before (the diner has not done anything
 * wrong yet); choosing stars clears it. Submit is disabled while sending.
 */
export function FeedbackForm(props: {
  target: FeedbackTarget;
  orderId: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const { target } = props;
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const commentId = useId();
  const errorId = useId();

  async function submit() {
    if (sending) return;
    const missing = feedbackGuard(rating, target);
    if (missing) return setError(missing);
    setSending(true);
    setError(null);
    try {
      await createReview(
        { target, orderId: props.orderId, rating, comment: comment.trim() },
        crypto.randomUUID(),
      );
      notify.success(t('feedback.thanks'));
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      // The rated business's and product's averages changed: menu, product and business reload.
      void queryClient.invalidateQueries({ queryKey: ['menu', target.businessId] });
      void queryClient.invalidateQueries({ queryKey: ['business', target.businessId] });
      if (target.type === 'product') {
        void queryClient.invalidateQueries({ queryKey: ['product', target.id] });
      }
      props.onDone();
    } catch (failure) {
      setError(reviewFailure(failure));
      setSending(false);
    }
  }

  return (
    <form
      className="feedback-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="order-card__subtitle">
        {target.type === 'business'
          ? t('feedback.businessTarget', { name: target.name })
          : t('feedback.productTarget', { name: target.name })}
      </h3>
      <StarRating
        value={rating}
        onChange={(value) => {
          setRating(value);
          setError(null);
        }}
        disabled={sending}
      />
      <label htmlFor={commentId} className="form-field__label">
        {t('feedback.comment')}
      </label>
      <textarea
        id={commentId}
        className="form-field__input form-field__input--multiline"
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        value={comment}
        disabled={sending}
        onChange={(event) => setComment(event.target.value)}
      />
      <p className="feedback-form__counter">
        {t('feedback.counter', { length: comment.length, max: REVIEW_COMMENT_MAX_LENGTH })}
      </p>
      {error && (
        <p id={errorId} className="feedback-notice" role="alert">
          {error}
        </p>
      )}
      <div className="order-dialog__actions">
        <button type="button" className="button button--secondary" onClick={props.onBack}>
          {t('feedback.back')}
        </button>
        <button
          type="submit"
          className="button"
          disabled={sending}
          aria-describedby={error ? errorId : undefined}
        >
          {sending ? t('feedback.sending') : t('feedback.submit')}
        </button>
      </div>
    </form>
  );
}
