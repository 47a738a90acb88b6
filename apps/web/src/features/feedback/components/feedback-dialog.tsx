import { useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import type { FeedbackTarget } from '../api/review-types.ts';
import { targetKey, targetsOf } from '../utils/feedback-targets.ts';
import { FeedbackForm } from './feedback-form.tsx';

const t = texts('feedback');

/**
 * The feedback of one order: its business and products, each rated once; rated ones show
 * 'Değerlendirildi ✓' and are disabled (001 §4 Feedback), and when all are rated the order's
 * thank-you text shows and 'Geri bildiriminiz için teşekkür ederiz!' is said once.
 */
export function FeedbackDialog(props: {
  order: Order;
  done: ReadonlySet<string>;
  onRated: (key: string) => void;
  onClose: () => void;
}) {
  const [target, setTarget] = useState<FeedbackTarget | null>(null);
  const notify = useNotify();
  const targets = targetsOf(props.order);
  const allDone = targets.every((item) => props.done.has(targetKey(item)));
  const number = props.order.orderNumber
    ? String(props.order.orderNumber)
    : props.order.id.slice(0, 6);

  return (
    <ModalDialog
      title={t('feedback.formTitle')}
      onClose={props.onClose}
      className="feedback-dialog"
    >
      <p className="card__text">
        {t('feedback.order', { number, business: props.order.business?.name ?? '' })}
      </p>
      {target ? (
        <FeedbackForm
          key={targetKey(target)}
          target={target}
          orderId={props.order.id}
          onBack={() => setTarget(null)}
          onDone={() => {
            const key = targetKey(target);
            props.onRated(key);
            setTarget(null);
            const rest = targets.filter((item) => targetKey(item) !== key);
            if (rest.every((item) => props.done.has(targetKey(item))))
              notify.success(t('feedback.allThanks'));
          }}
        />
      ) : (
        <>
          {allDone && (
            <p className="feedback-notice" role="status">
              {t('feedback.orderDone')}
            </p>
          )}
          <ul className="feedback-targets" aria-label={t('feedback.targetsLabel')}>
            {targets.map((item) => {
              const rated = props.done.has(targetKey(item));
              const label =
                item.type === 'business'
                  ? t('feedback.businessTarget', { name: item.name })
                  : t('feedback.productTarget', { name: item.name });
              return (
                <li key={targetKey(item)}>
                  <button
                    type="button"
                    className="button button--secondary button--block"
                    disabled={rated}
                    onClick={() => setTarget(item)}
                  >
                    {label}
                    {rated && <span className="feedback-targets__done"> {t('feedback.done')}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="order-dialog__actions">
            <button type="button" className="button" onClick={props.onClose}>
              {t('feedback.close')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
