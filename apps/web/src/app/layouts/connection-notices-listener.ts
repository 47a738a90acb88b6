import { tr } from '../../i18n/tr.ts';
import { onConnectionEvent } from '../../lib/connection-events.ts';
import {
  type ConnectionEvent,
  type ConnectionNotice,
  initialNoticeState,
  nextConnectionNotice,
} from '../../lib/connection-notices.ts';
import type { Notify } from '../../lib/notifications/use-notify.ts';
import type { NotificationType } from '../../lib/notifications/notification-list.ts';

const KIND: Record<ConnectionNotice, NotificationType> = {
  offline: 'warning',
  online: 'success',
  lost: 'warning',
  timeout: 'warning',
  checkInternet: 'error',
  switching: 'info',
  restored: 'success',
};

/**
 * Listens to the browser going offline (the notice stays until it is back online) and online,
 * and to the live connection's drops, timeouts, failed attempts, transport switches and
 * recovery (lib/connection-notices.ts), and says each as a toast. Returns the stop.
 */
export function listenToConnection(notify: Notify): () => void {
  let state = initialNoticeState;
  let offlineId: string | null = null;
  /** The live connection's notices on screen: the offline notice replaces them. */
  let socketIds: string[] = [];
  const handle = (event: ConnectionEvent) => {
    const next = nextConnectionNotice(state, event);
    state = next.state;
    if (event === 'online' && offlineId) notify.dismiss(offlineId);
    if (event === 'connected') socketIds = [];
    if (next.notice === null) return;
    const id = notify(tr.connection[next.notice], {
      type: KIND[next.notice],
      ...(next.notice === 'offline' ? { duration: 0 } : {}),
    });
    if (next.notice === 'offline') {
      offlineId = id;
      socketIds.forEach((shown) => notify.dismiss(shown));
      socketIds = [];
    } else if (next.notice !== 'online') socketIds.push(id);
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
