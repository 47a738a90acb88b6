import { useEffect, useId, useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useFeedbackState } from '../hooks/use-feedback-state.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import './feedback.css';

const t = texts('feedback');

/** 001 §9: the feedback prompt appears this long after the review history loads. */
export const FEEDBACK_PROMPT_DELAY_MS = 500;

/** Home's 'Geri Bildirim Bekleyenler' (001 §2): feedback still owed; signed-in diners only. */
export function PendingFeedback() {
  const { isLoggedIn } = useAuth();
  return isLoggedIn ? <PendingFeedbackBlock /> : null;
}

function PendingFeedbackBlock() {
  const titleId = useId();
  const state = useFeedbackState();
  const [prompt, setPrompt] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = state.orders.find((order) => order.id === openId) ?? null;

  useEffect(() => {
    if (!state.loaded) return;
    const timer = setTimeout(() => setPrompt(true), FEEDBACK_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.loaded]);

  if (state.failure) {
    return (
      <p className="feedback-notice" role="alert">
        {state.failure}
      </p>
    );
  }
  if (!state.loaded) return null;
  return (
    <section className="card feedback-pending" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        {t('feedback.pendingTitle')}
      </h2>
      {state.owing.length === 0 ? (
        <p className="card__text">{t('feedback.nonePending')}</p>
      ) : (
        <>
          {prompt && (
            <p className="feedback-notice" role="status">
              {t('feedback.prompt')}
            </p>
          )}
          <ul className="feedback-pending__list">
            {state.owing.map((order) => {
              const number = order.orderNumber ? String(order.orderNumber) : order.id.slice(0, 6);
              const label = t('feedback.order', { number, business: order.business?.name ?? '' });
              return (
                <li key={order.id} className="feedback-pending__item">
                  <span>{label}</span>
                  <button
                    type="button"
                    className="button"
                    aria-label={`${t('feedback.rate')}: ${label}`}
                    onClick={() => setOpenId(order.id)}
                  >
                    {t('feedback.rate')}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {open && (
        <FeedbackDialog
          order={open}
          done={state.done.get(open.id) ?? new Set()}
          onRated={(key) => state.markDone(open.id, key)}
          onClose={() => setOpenId(null)}
        />
      )}
    </section>
  );
}
