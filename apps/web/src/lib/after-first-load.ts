import { whenIdle } from './when-idle.ts';

/** How long after the page loaded non-urgent work waits (ADR 029's first-load budget). */
const AFTER_LOAD_MS = 3_000;

/**
 * Runs `run` once the page has been loaded 3 s and the browser is idle: for work the first
 * screen does not need to be usable (the table sitting's socket, ADR 042/043). Later calls run
 * at the next idle moment. Returns a cancel.
 */
export function afterFirstLoad(run: () => void): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(
    () => {
      cancelIdle = whenIdle(run);
    },
    Math.max(0, AFTER_LOAD_MS - performance.now()),
  );
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}
