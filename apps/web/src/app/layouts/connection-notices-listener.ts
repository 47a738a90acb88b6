import { texts } from '../../i18n/texts.ts';
import { onConnectionEvent } from '../../lib/connection-events.ts';
import {
  type ConnectionEvent,
  type ConnectionNotice,
  initialNoticeState,
  nextConnectionNotice,
} from '../../lib/connection-notices.ts';
import type { Notify } from '../../lib/notifications/use-notify.ts';
import type { NotificationType } from '../../lib/notifications/notification-list.ts';

const t = texts('connection');

const KIND: Record<ConnectionNotice, NotificationType> = {
  offline: 'warning',
  online: 'success',
  lost: 'warning',
  timeout: 'warning',
  checkInternet: 'error',
  switching: 'info',
  waiting: 'warning',
  restored: 'success',
};

/**
 * Listens to the browser going offline (the notice stays until it is back online) and online,
 * and to the live connection's drops, timeouts, failed attempts, transport switches and
 * recovery (lib/connection-notices.ts), and says each as a toast. Coming back is one toast:
 * 'online' or 'restored' takes the place of every notice of the outage (issue 30: a reconnect
 * left four, half of a 360×640 screen). Returns the stop.
 */
export function listenToConnection(notify: Notify): () => void {
  let state = initialNoticeState;
  /** The connection's notices on screen. */
  let shown: string[] = [];
  const clear = () => {
    shown.forEach((id) => notify.dismiss(id));
    shown = [];
  };
  const handle = (event: ConnectionEvent) => {
    const next = nextConnectionNotice(state, event);
    state = next.state;
    // Back online, the offline notice goes even when nothing is said in its place.
    if (event === 'online') clear();
    if (next.notice === null) return;
    // Offline speaks for the live connection too; 'online' and 'restored' end the outage.
    if (['offline', 'online', 'restored'].includes(next.notice)) clear();
    shown.push(
      notify(t(`connection.${next.notice}`), {
        type: KIND[next.notice],
        ...(next.notice === 'offline' ? { duration: 0 } : {}),
      }),
    );
  };
  const offline = () => handle('offline');
  const online = () => handle('online');
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  if (!navigator.onLine) handle('offline');
  const stop = onConnectionEvent(handle);
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    stop();
  };
}
