/**
 * Whether a newer build's service worker took over this page while it ran (ADR 047). The worker
 * of a new build activates at once and drops the old build's files, so a page of the old build
 * loads the new one at its next change of screen (app/layouts/use-offline-worker.ts): never in
 * the middle of what the diner is doing, and never left on the old build for long.
 */
export type WorkerState = {
  /** The page has a worker now. */
  controlled: boolean;
  /** A worker replaced the one the page had: the page is of an older build. */
  replaced: boolean;
};

/**
 * After `controllerchange`: the first worker taking over a page that had none (its first visit)
 * is not a new build; a worker taking over from another one is.
 */
export function afterControllerChange(state: WorkerState): WorkerState {
  return { controlled: true, replaced: state.replaced || state.controlled };
}

let state: WorkerState = { controlled: false, replaced: false };

/** Follows the page's worker from now on (before registering, so a first install is seen as one). */
export function watchWorker(
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>,
): void {
  state = { controlled: container.controller !== null, replaced: false };
  container.addEventListener('controllerchange', () => {
    state = afterControllerChange(state);
  });
}

/** The page is of an older build than the worker that now serves it. */
export const pageIsStale = (): boolean => state.replaced;
