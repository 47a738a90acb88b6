import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstLoad } from './after-first-load.ts';

const offline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value);

describe('afterFirstLoad', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs the deferred work a few seconds after the page loaded', () => {
    vi.useFakeTimers();
    offline(false);
    const run = vi.fn();
    afterFirstLoad(run);
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('offline, waits for the connection before fetching that code (issue 30)', () => {
    vi.useFakeTimers();
    const state = offline(true);
    const run = vi.fn();
    afterFirstLoad(run);
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
    state.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('cancelled while waiting for the connection, never runs', () => {
    vi.useFakeTimers();
    const state = offline(true);
    const run = vi.fn();
    const cancel = afterFirstLoad(run);
    vi.advanceTimersByTime(10_000);
    cancel();
    state.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
