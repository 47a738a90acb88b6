import { createContext, useContext, useEffect } from 'react';

/** `hide()` hides the bottom navigation until the returned function is called. */
export type BottomNavVisibility = { hide: () => () => void };

export const BottomNavVisibilityContext = createContext<BottomNavVisibility | null>(null);

/**
 * A screen that shows its own bottom bar (000 §2.2) calls this to hide the shared one while
 * it is mounted. Pass false to keep it shown.
 */
export function useHideBottomNav(hidden = true): void {
  const visibility = useContext(BottomNavVisibilityContext);
  useEffect(() => {
    if (!hidden || !visibility) return;
    return visibility.hide();
  }, [hidden, visibility]);
}
