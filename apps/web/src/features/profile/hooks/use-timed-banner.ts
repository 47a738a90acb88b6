import { useCallback, useEffect, useRef, useState } from 'react';

/** 000 §3.6: the success banner of the mock screens shows for 3 s. */
export const MOCK_BANNER_MS = 3000;

/** A message that hides itself after 3 s; a new one restarts the clock. */
export function useTimedBanner() {
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: string) => {
    clearTimeout(timer.current);
    setText(next);
    timer.current = setTimeout(() => setText(null), MOCK_BANNER_MS);
  }, []);
  return { text, show };
}
