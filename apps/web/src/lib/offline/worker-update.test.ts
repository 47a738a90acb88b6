import { describe, expect, it } from 'vitest';
import { afterControllerChange, pageIsStale, watchWorker } from './worker-update.ts';

/** A page's service worker container: who serves it now, and its controllerchange event. */
function container(controller: object | null) {
  const events = new EventTarget();
  return Object.assign(events, {
    controller: controller as ServiceWorker | null,
    takeOver: () => events.dispatchEvent(new Event('controllerchange')),
  });
}

describe('a new build’s worker (ADR 047)', () => {
  it('the first worker taking over a page that had none is not a new build', () => {
    expect(afterControllerChange({ controlled: false, replaced: false })).toEqual({
      controlled: true,
      replaced: false,
    });
  });

  it('a worker taking over from another one makes the page stale, and it stays so', () => {
    const once = afterControllerChange({ controlled: true, replaced: false });
    expect(once).toEqual({ controlled: true, replaced: true });
    expect(afterControllerChange(once)).toEqual(once);
  });

  it('a page first served by no worker is stale only after a second takeover', () => {
    const page = container(null);
    watchWorker(page);
    expect(pageIsStale()).toBe(false);
    page.takeOver();
    expect(pageIsStale()).toBe(false);
    page.takeOver();
    expect(pageIsStale()).toBe(true);
  });

  it('a page served by a worker is stale once another takes over', () => {
    const page = container({});
    watchWorker(page);
    expect(pageIsStale()).toBe(false);
    page.takeOver();
    expect(pageIsStale()).toBe(true);
  });
});
