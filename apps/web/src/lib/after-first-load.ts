import { afterFirstScreen } from './first-screen.ts';
import { whenIdle } from './when-idle.ts';

/** How long after the page loaded non-urgent work waits (ADR 029's first-load budget). */
const AFTER_LOAD_MS = 3_000;

/**
 * Runs `run` once the page has been loaded 3 s, the menu the server drew into the page (if any)
 * has given way to the app's, and the browser is idle: for work the first screen does not need
 * to be usable (the table sitting's socket, ADR 042/043). On Slow 3G the app starts after 3 s,
 * so the clock alone let that work's code and calls compete with the menu's first render
 * (ADR 068). Later calls run at the next idle moment. Offline it waits for the connection: that work fetches code, and a
 * module the browser failed to fetch stays failed until the page is loaded again (issue 30: a
 * first visit that lost the signal in its first seconds never got its sitting back). Returns a
 * cancel.
 */
export function afterFirstLoad(run: () => void): () => void {
  let cancelIdle = () => {};
  let cancelOnline = () => {};
  let cancelHandover = () => {};
  const start = () => {
    if (navigator.onLine !== false) {
      cancelIdle = whenIdle(run);
      return;
    }
    const online = () => {
      cancelOnline();
      start();
    };
    window.addEventListener('online', online);
    cancelOnline = () => window.removeEventListener('online', online);
  };
  const timer = setTimeout(
    () => (cancelHandover = afterFirstScreen(start)),
    Math.max(0, AFTER_LOAD_MS - performance.now()),
  );
  return () => {
    clearTimeout(timer);
    cancelHandover();
    cancelIdle();
    cancelOnline();
  };
}
