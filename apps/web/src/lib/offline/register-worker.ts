import type { QueryClient } from '@tanstack/react-query';
import { watchWorker } from './worker-update.ts';

export { pageIsStale } from './worker-update.ts';

/** A diner may keep the menu open for hours: the worker asks for a new build this often too. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the diner app's service worker (sw/sw.ts, ADR 047) for /customerapp only: the
 * staff app and the API docs are outside its scope. The browser looks for a new build on every
 * page load; a page left open also asks hourly and when it comes back to the foreground.
 */
export async function registerWorker(queryClient: QueryClient): Promise<void> {
  const container = navigator.serviceWorker;
  watchWorker(container);
  // The screen's menu was read before the worker existed: read again through it once it takes
  // over this first page, so that it keeps the menu even if the diner never reloads. The reads
  // it keeps are the queries of networkMode 'offlineFirst' (lib/kept-offline.ts).
  if (container.controller === null) {
    const readMenuAgain = () =>
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.options.networkMode === 'offlineFirst',
      });
    container.addEventListener('controllerchange', readMenuAgain, { once: true });
  }
  // The scope is the app's path without its trailing slash: the router's home is /customerapp
  // (the server allows it with Service-Worker-Allowed); /staff/ and /api/ stay outside.
  const base = import.meta.env.BASE_URL;
  const registration = await container.register(`${base}sw.js`, {
    scope: base.replace(/\/$/, ''),
  });
  const check = () => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
