import { useLayoutEffect } from 'react';
import { dropFirstScreen } from '../../../lib/first-screen.ts';

/**
 * The menu the server drew into the page (ADR 062) stays until this screen has its own to
 * show (`ready`), then goes in the same frame as the app's appears: no blank, no flash.
 */
export function useFirstScreenHandover(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) dropFirstScreen();
  }, [ready]);
}
