import { useEffect, useState } from 'react';
import { onServerTimeMoved, serverNow } from './server-time.ts';

/**
 * The server's time now (server-time.ts) for cards' ages: read again every `everyMs`, and at
 * once when an answer shows the tablet's clock off, so the first cards do not wait a tick.
 */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(serverNow());
    const timer = setInterval(tick, everyMs);
    const stop = onServerTimeMoved(tick);
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [everyMs]);
  return now;
}
