import { useEffect } from 'react';
import { useNotify } from '../../lib/notifications/use-notify.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { withTexts } from '../../i18n/texts.ts';

/** How long after the app starts the notices begin: the first screen loads without them. */
const START_AFTER_MS = 2_000;

/**
 * The connection notices on every screen (001 §8 "Connection toasts"), started a moment after
 * the first screen, when the browser is idle: their code and texts are not part of a screen's
 * first load (ADR 029). A browser already offline then is said at once.
 */
export function useConnectionNotices(): void {
  const notify = useNotify();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelIdle: (() => void) | null = null;
    let ended = false;
    // Offline at that moment, the code cannot come: it is asked for again once back online.
    const start = () => {
      withTexts(() => import('./connection-notices-listener.ts')).then(
        ({ listenToConnection }) => {
          if (!ended) stop = listenToConnection(notify);
        },
        () => window.addEventListener('online', start, { once: true }),
      );
    };
    const timer = setTimeout(() => (cancelIdle = whenIdle(start)), START_AFTER_MS);
    return () => {
      ended = true;
      clearTimeout(timer);
      cancelIdle?.();
      window.removeEventListener('online', start);
      stop?.();
    };
  }, [notify]);
}
