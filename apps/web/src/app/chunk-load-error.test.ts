import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenOffline, screenFailure } from './chunk-load-error.ts';

afterEach(() => vi.unstubAllGlobals());

describe('screenFailure', () => {
  it('tells a screen whose code did not arrive from one that broke', () => {
    vi.stubGlobal('navigator', { onLine: true });
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/customerapp/assets/orders-page-1.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: http://x/a.js',
      'Unable to preload CSS for /customerapp/assets/orders-2.css',
    ]) {
      expect(screenFailure(new TypeError(message)), message).toBe('unreachable');
    }
    expect(screenFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      'broken',
    );
  });

  it('takes a screen not fetched offline, or any failure while offline, for the connection', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(screenFailure(new ScreenOffline())).toBe('offline');
    vi.stubGlobal('navigator', { onLine: false });
    expect(screenFailure(new Error('anything'))).toBe('offline');
  });
});
