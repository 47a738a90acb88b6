import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  type AppNotification,
  type NotificationArea,
  type NotifyOptions,
  addNotification,
  createNotification,
  removeNotification,
} from '../../lib/notifications/notification-list.ts';
import { type Notify, NotifyContext } from '../../lib/notifications/use-notify.ts';
import { texts } from '../../i18n/texts.ts';
import { Toast } from './toast.tsx';
import { useTopModal } from './open-modals.ts';
import './notifications.css';

const t = texts('notifications');

/**
 * Holds the notifications and shows the two stacks: shell (top right) and order area. While a
 * modal dialog is open they are drawn inside it: above its backdrop, and not made inert by it.
 */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<AppNotification[]>([]);
  const modal = useTopModal();

  const dismiss = useCallback((id: string) => setItems((list) => removeNotification(list, id)), []);

  const notify = useMemo<Notify>(() => {
    const issuedIds = new Set<string>();
    const show = (message: string, options: NotifyOptions = {}) => {
      const next = createNotification(message, options, (id) => issuedIds.has(id));
      issuedIds.add(next.id);
      setItems((list) => addNotification(list, next));
      return next.id;
    };
    const kind =
      (type: NonNullable<NotifyOptions['type']>) =>
      (message: string, options: Omit<NotifyOptions, 'type'> = {}) =>
        show(message, { ...options, type });
    return Object.assign(show, {
      success: kind('success'),
      error: kind('error'),
      warning: kind('warning'),
      info: kind('info'),
      dismiss,
    });
  }, [dismiss]);

  const stacks = (
    <>
      <Stack area="shell" items={items} onDismiss={dismiss} />
      <Stack area="order" items={items} onDismiss={dismiss} />
    </>
  );
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {modal ? createPortal(stacks, modal) : stacks}
    </NotifyContext.Provider>
  );
}

function Stack(props: {
  area: NotificationArea;
  items: AppNotification[];
  onDismiss: (id: string) => void;
}) {
  const shown = props.items.filter((n) => n.area === props.area);
  return (
    <section
      className={`toast-stack toast-stack--${props.area}`}
      aria-label={t('notifications.regionLabel')}
      aria-live="polite"
    >
      {shown.map((n) => (
        <Toast key={n.id} notification={n} onDismiss={props.onDismiss} />
      ))}
    </section>
  );
}
