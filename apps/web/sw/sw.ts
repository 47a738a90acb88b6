/// <reference lib="webworker" />
import { OFFLINE_BOUNDS, offlineKindOf } from '@masa/core/offline/offline-reads';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { keepOnly } from './keep-only.ts';

/**
 * The diner app's service worker (issue 21 §6, docs/decisions/047-offline-menu.md), scoped to
 * /customerapp (the router's home has no trailing slash; the server sends Service-Worker-Allowed):
 * the staff app (/staff/) and the API docs (/api/docs) are outside it.
 * - The app shell and every screen's code and styles are precached at install, so a reload and
 *   any screen work without a connection; the documents come from the precache with the
 *   security headers they were fetched with (ADR 008).
 * - The menu's public reads (core offline/offline-reads.ts) go to the network first, so a price
 *   changed on the server is never hidden while online; the last answer is kept for a day and
 *   served only when the network fails.
 * - The menu's photos come from the cache first (a picture's name never changes its bytes),
 *   at most 200 for a week.
 * - Everything else (orders, bills, the profile, sign-in, the socket) is not touched: no
 *   respondWith, so the browser sends it as if there were no worker, and nothing is stored.
 * A new build's worker takes over at once (skipWaiting, clientsClaim); the page loads the new
 * build at its next change of screen (src/lib/offline/worker-update.ts).
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/customerapp/index.html')));

const kindOf = (url: URL, request: Request) =>
  request.method === 'GET' && url.origin === self.location.origin
    ? offlineKindOf(url.pathname, url.search)
    : null;

registerRoute(
  ({ url, request }) => kindOf(url, request) === 'menu',
  new NetworkFirst({
    cacheName: 'masa-menu',
    plugins: [
      keepOnly('application/json'),
      new ExpirationPlugin({ ...OFFLINE_BOUNDS.menu, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => kindOf(url, request) === 'photo',
  new CacheFirst({
    cacheName: 'masa-photos',
    plugins: [
      keepOnly('image/'),
      new ExpirationPlugin({ ...OFFLINE_BOUNDS.photos, purgeOnQuotaError: true }),
    ],
  }),
);
