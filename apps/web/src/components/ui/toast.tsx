import { useEffect } from 'react';
import type { AppNotification } from '../../lib/notifications/notification-list.ts';
import { texts } from '../../i18n/texts.ts';

const t = texts('notifications');

/** One dismissible notification; it closes itself after its duration unless that is 0. */
export function Toast(props: { notification: AppNotification; onDismiss: (id: string) => void }) {
  const { id, message, type, duration } = props.notification;
  const { onDismiss } = props;

  useEffect(() => {
    if (duration <= 0) return;
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, onDismiss]);

  return (
    <div className={`toast toast--${type}`} role={type === 'error' ? 'alert' : 'status'}>
      <p className="toast__message">{message}</p>
      <button
        type="button"
        className="toast__close"
        aria-label={t('notifications.close')}
        onClick={() => onDismiss(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
