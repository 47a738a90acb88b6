import { useEffect, useState } from 'react';

/** Cards rendered in the first pass: what a phone shows above the fold, and a little more. */
const FIRST_BATCH = 6;
const BATCH = 8;

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
