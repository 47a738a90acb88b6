/**
 * Runs `run` when the browser is idle (at the latest after 3 s); returns a cancel. What a
 * screen does not need to be usable (the socket, its listeners) starts here, off the first load.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1_000);
  return () => window.clearTimeout(id);
}
