import { useEffect, useState } from 'react';

/**
 * Cards rendered in the first pass: the one row a phone shows above the fold (under the
 * business header, campaigns, search and chips). The rest follows two cards per task, which
 * keeps each task well under 50 ms on a slow phone.
 */
const FIRST_BATCH = 2;
const BATCH = 2;

/**
 * How many of `total` items to render now. The first screenful renders at once and the rest
 * follows in small batches between frames, so a slow phone never has one long task that
 * holds up the first paint of the menu or a tap. Once everything was shown, it stays shown.
 */
export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(FIRST_BATCH);
  const done = count >= total;

  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setCount((n) => n + BATCH), 0);
    return () => clearTimeout(timer);
  }, [count, done]);

  return Math.min(count, total);
}
