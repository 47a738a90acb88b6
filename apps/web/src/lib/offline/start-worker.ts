import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from '../when-idle.ts';
import type * as RegisterWorker from './register-worker.ts';
import { loadCode } from '../load-code.ts';

const AFTER_LOAD_MS = 2_000;
const CHECK_MS = 1_000;
/** A screen that polls or streams never settles: the worker is registered after this anyway. */
const MAX_WAIT_MS = 30_000;

/** The registration's code (register-worker.ts), once it has loaded. */
let worker: typeof RegisterWorker | null = null;

/**
 * Registers the service worker once the first screen is usable, so its install (which fetches
 * every screen's code for the precache) never competes with the menu's first load (ADR 029,
 * ADR 047): the page has loaded, 2 s have passed, none of the screen's calls is on its way,
 * and the browser is idle. Only then does the registration's code load. Production builds only
 * (development has no worker). Returns a cancel.
 */
export function registerWorkerWhenSettled(queryClient: QueryClient): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;
  let cancelled = false;
  let timer = 0;
  let cancelIdle = () => {};
  const register = () => {
    if (cancelled) return;
    void loadCode(() => import('./register-worker.ts'))
      .then((loaded) => {
        worker = loaded;
        return loaded.registerWorker(queryClient);
      })
      .catch(
        // Offline or refused: tried again on the next page load.
        () => undefined,
      );
  };
  const whenCallsDone = (waited: number) => {
    if (queryClient.isFetching() === 0 || waited >= MAX_WAIT_MS) cancelIdle = whenIdle(register);
    else timer = window.setTimeout(() => whenCallsDone(waited + CHECK_MS), CHECK_MS);
  };
  const afterLoad = () => {
    timer = window.setTimeout(() => whenCallsDone(0), AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    window.clearTimeout(timer);
    cancelIdle();
  };
}

/** The page is of an older build than the worker that now serves it (worker-update.ts). */
export const pageIsStale = (): boolean => worker?.pageIsStale() ?? false;
