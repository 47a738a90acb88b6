import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCode } from './load-code.ts';

const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadCode', () => {
  afterEach(() => vi.restoreAllMocks());

  it('online, loads at once', async () => {
    online(true);
    await expect(loadCode(() => Promise.resolve('code'))).resolves.toBe('code');
  });

  it('offline, asks for nothing until the connection is back (issue 30)', async () => {
    const state = online(false);
    const load = vi.fn(() => Promise.resolve('code'));
    const loaded = loadCode(load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    state.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('code');
    expect(load).toHaveBeenCalledOnce();
  });

  it('a load the lost signal failed is tried again when the connection returns', async () => {
    const state = online(true);
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => {
        state.mockReturnValue(false);
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      })
      .mockResolvedValue('code');
    const loaded = loadCode(load);
    await settle();
    expect(load).toHaveBeenCalledOnce();
    state.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('code');
  });

  it('code a loader already brought comes at once, offline too (an add at a shared table)', async () => {
    const state = online(true);
    const load = vi.fn(() => Promise.resolve('code'));
    await expect(loadCode(load)).resolves.toBe('code');
    state.mockReturnValue(false);
    await expect(loadCode(load)).resolves.toBe('code');
    expect(load).toHaveBeenCalledOnce();
  });

  it('online, a failure is the real error, not hidden', async () => {
    online(true);
    await expect(loadCode(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });
});
