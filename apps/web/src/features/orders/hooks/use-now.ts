import { useEffect, useState } from 'react';
import { EDIT_COUNTDOWN_TICK_MS } from '@masa/core/orders/edit-window';

/** The current time in ms, updated every second while `active` (countdowns, cooldowns). */
export function useNow(active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), EDIT_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
