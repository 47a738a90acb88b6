import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstLoad } from './after-first-load.ts';
import { dropFirstScreen } from './first-screen.ts';

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

  it('waits while the menu the server drew is on screen: a slow phone starts the app after 3 s, and that work must not compete with its first render (ADR 068)', () => {
    vi.useFakeTimers();
    offline(false);
    document.body.insertAdjacentHTML('afterbegin', '<div id="first-screen"></div>');
    const run = vi.fn();
    afterFirstLoad(run);
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
    dropFirstScreen();
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledOnce();
    expect(document.getElementById('first-screen')).toBeNull();
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
