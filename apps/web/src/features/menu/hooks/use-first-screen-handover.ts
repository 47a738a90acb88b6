import { useLayoutEffect } from 'react';
import { dropFirstScreen } from '../../../lib/first-screen.ts';

/**
 * The menu the server drew into the page (ADR 062) stays until this screen has its own to
 * show (`ready`), then goes in the same frame as the app's appears: no blank, no flash. The
 * dishes tapped on the drawn screen meanwhile go to `onTaps`, once, in order (ADR 087).
 */
export function useFirstScreenHandover(
  ready: boolean,
  onTaps: (productIds: string[]) => void,
): void {
  useLayoutEffect(() => {
    // Again after the handover (a new onTaps): no screen is left, so no tap comes twice.
    if (!ready) return;
    const taps = dropFirstScreen();
    if (taps.length > 0) onTaps(taps);
  }, [ready, onTaps]);
}
