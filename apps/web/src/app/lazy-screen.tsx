import { type ComponentType, createContext, lazy, useContext } from 'react';
import { withTexts } from '../i18n/texts.ts';
import { ScreenOffline, ScreenStalled } from './chunk-load-error.ts';

/** Set once the browser has been offline: screens fetched after that may never arrive. */
let offlineSeen = false;
window.addEventListener('offline', () => (offlineSeen = true));
const STALL_MS = 12_000;

/** `loaded`, or a ScreenStalled failure once it has taken longer than STALL_MS. */
function unlessStalled<T>(loaded: Promise<T>): Promise<T> {
  let timer = 0;
  const stalled = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new ScreenStalled()), STALL_MS);
  });
  return Promise.race([loaded, stalled]).finally(() => window.clearTimeout(timer));
}

/**
 * A page served by the app's service worker has every screen's code in its precache (ADR 047):
 * offline, its screens are asked for as online.
 */
const servedOffline = () => navigator.serviceWorker?.controller != null;

/**
 * Which try at showing the screens this is: RouteErrorBoundary counts one more on its retry and
 * on every new address. A screen whose code failed is fetched again only in a later try.
 */
export const ScreenAttempt = createContext(0);

/** A screen's code as asked for in one try, and whether it failed to come. */
type Loading = { attempt: number; failed: boolean; Screen: ComponentType };

/**
 * A screen that is its own chunk, fetched on first visit; until it has arrived MainLayout
 * shows 'Yükleniyor...'. Offline, without the service worker (a first visit, ADR 047), its
 * code is not even asked for: Chromium remembers a module that failed to arrive for as long as
 * the page lives, so a fetch tried offline could never succeed later without a reload. The
 * screen fails at once instead (ScreenOffline), and the next try, which RouteErrorBoundary
 * makes once the connection is back, fetches it then (issue 20). A failure with the browser
 * online is not kept either (React.lazy alone would keep it): the next visit tries again.
 * After the browser was offline, a piece of code that was on its way then can hold a screen
 * back for good: past STALL_MS the screen fails (ScreenStalled) and RouteError offers a reload,
 * rather than 'Yükleniyor...' forever.
 *
 * Every render of the same try keeps the lazy that failed, so it is that lazy which throws the
 * failure to RouteErrorBoundary. Preact's Suspense renders the screen again once the failed
 * import has settled, and a fresh lazy in that render would suspend again: a loop of
 * microtasks that froze the page (docs/decisions/116-the-diner-app-on-preact.md).
 */
export function lazyScreen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  const fresh = (attempt: number): Loading => {
    const loading: Loading = {
      attempt,
      failed: false,
      Screen: lazy<ComponentType>(async () => {
        try {
          if (!navigator.onLine && !servedOffline()) throw new ScreenOffline();
          // The screen's code, then the texts it reads in the page's language (ADR 046).
          const loaded = withTexts(load);
          return { default: (await (offlineSeen ? unlessStalled(loaded) : loaded))[name] };
        } catch (error) {
          loading.failed = true;
          throw error;
        }
      }),
    };
    return loading;
  };
  let current: Loading | null = null;
  return function Screen() {
    const attempt = useContext(ScreenAttempt);
    if (current === null || (current.failed && current.attempt !== attempt)) {
      current = fresh(attempt);
    }
    const Current = current.Screen;
    return <Current />;
  };
}
