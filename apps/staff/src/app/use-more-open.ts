import { type Dispatch, type RefObject, type SetStateAction, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether a phone bar's "More" has the rest of the screens open (ADR 121), and what closes
 * them, as a disclosure's list closes: "More" again, an Escape meant for the bar, a tap
 * anywhere outside the bar, and any navigation (a tab, Back, Forward, a link on the page).
 * Opening moves focus to the rest's first tab, the bar's link number `restStart`: the rest
 * stands before "More" in the page, so Tab walks it and comes back to "More". Escape from
 * inside the bar puts focus back on "More", not on a tab that is hidden now.
 */
export function useMoreOpen({
  bar,
  more,
  restStart,
}: {
  bar: RefObject<HTMLElement | null>;
  more: RefObject<HTMLButtonElement | null>;
  restStart: number;
}): [boolean, Dispatch<SetStateAction<boolean>>] {
  const [open, setOpen] = useState(false);
  // Closed on the screen a navigation leads to, decided while rendering (as React's docs adjust
  // state to a changed prop), so no screen draws once with the rest still open over it.
  const { key } = useLocation();
  const [shownOn, setShownOn] = useState(key);
  if (shownOn !== key) {
    setShownOn(key);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    bar.current?.querySelectorAll<HTMLElement>('a.view')[restStart]?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const inBar = bar.current?.contains(document.activeElement) ?? false;
      // An Escape another part took (a dialog closes on it; the bar is inert while one is open)
      // leaves the rest as it is.
      const modal = document.querySelector(':modal, [aria-modal="true"]');
      if (!inBar && (event.defaultPrevented || modal)) return;
      if (inBar) more.current?.focus();
      setOpen(false);
    };
    const closeOnTapOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node && bar.current?.contains(event.target))) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnTapOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnTapOutside);
    };
  }, [open, bar, more, restStart]);
  return [open, setOpen];
}
