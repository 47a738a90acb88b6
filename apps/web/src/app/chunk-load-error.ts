/** A screen not fetched because the browser is offline (see `lazyScreen`, lazy-screen.tsx). */
export class ScreenOffline extends Error {
  constructor() {
    super('offline: the screen is fetched when the connection is back');
    this.name = 'ScreenOffline';
  }
}

/** A screen's code that has not arrived long after a connection came back (see `lazyScreen`). */
export class ScreenStalled extends Error {
  constructor() {
    super('stalled: the screen did not arrive after the connection came back');
    this.name = 'ScreenStalled';
  }
}

/**
 * Why a screen failed to appear (issue 20): 'offline' while the browser has no connection (its
 * code is fetched when the connection returns), 'unreachable' when its code failed to arrive
 * although the browser was online (a dropped or refused connection: the browser keeps that
 * failure until the page is loaded again), 'broken' when it arrived and failed to render.
 * Chromium says "Failed to fetch dynamically imported module", Safari "Importing a module
 * script failed", Firefox "error loading dynamically imported module"; Vite's preload of a
 * screen's CSS "Unable to preload CSS".
 */
export function screenFailure(error: unknown): 'offline' | 'unreachable' | 'broken' {
  if (error instanceof ScreenOffline || navigator.onLine === false) return 'offline';
  if (error instanceof ScreenStalled) return 'unreachable';
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|importing a module script failed|unable to preload/i.test(
    message,
  )
    ? 'unreachable'
    : 'broken';
}
