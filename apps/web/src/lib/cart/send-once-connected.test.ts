import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { GuestSignInError } from './place-order-failure.ts';
import { isOfflineFailure, sendOnceConnected } from './send-once-connected.ts';

let online = true;
const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};
const noAnswer = () =>
  new ApiError({ status: 0, message: 'Sunucuya bağlanılamadı', kind: 'network' });
const refused = () => new ApiError({ status: 409, message: 'Ürün tükendi', kind: 'http' });
/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => vi.restoreAllMocks());

describe('sending an order once connected (issue 21 §6)', () => {
  it('sends at once when online, and says nothing of waiting', async () => {
    const send = vi.fn(async () => 'order');
    const onWaiting = vi.fn();
    const signal = new AbortController().signal;
    await expect(sendOnceConnected(send, { signal, onWaiting })).resolves.toBe('order');
    expect(send).toHaveBeenCalledTimes(1);
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('offline, waits for the connection, says so, then sends once', async () => {
    online = false;
    const send = vi.fn(async () => 'order');
    const waiting: boolean[] = [];
    const sent = sendOnceConnected(send, {
      signal: new AbortController().signal,
      onWaiting: (now) => waiting.push(now),
    });
    await settle();
    expect(send).not.toHaveBeenCalled();
    expect(waiting).toEqual([true]);
    goOnline();
    await expect(sent).resolves.toBe('order');
    expect(send).toHaveBeenCalledTimes(1);
    expect(waiting).toEqual([true, false]);
  });

  it('a send whose answer was lost with the connection is sent again when it returns', async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(async () => {
        online = false;
        throw noAnswer();
      })
      .mockImplementationOnce(async () => 'order');
    const sent = sendOnceConnected(send, {
      signal: new AbortController().signal,
      onWaiting: () => undefined,
    });
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    goOnline();
    await expect(sent).resolves.toBe('order');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a refusal, or no answer while the phone says it is online, is the caller’s to show', async () => {
    const signal = new AbortController().signal;
    const onWaiting = () => undefined;
    await expect(
      sendOnceConnected(async () => Promise.reject(refused()), { signal, onWaiting }),
    ).rejects.toThrow('Ürün tükendi');
    const send = vi.fn(async () => Promise.reject(noAnswer()));
    await expect(sendOnceConnected(send, { signal, onWaiting })).rejects.toThrow(
      'Sunucuya bağlanılamadı',
    );
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('leaving the screen ends the wait and nothing is sent, even when the connection returns', async () => {
    online = false;
    const send = vi.fn(async () => 'order');
    const stop = new AbortController();
    const sent = sendOnceConnected(send, { signal: stop.signal, onWaiting: () => undefined });
    stop.abort(new Error('left'));
    await expect(sent).rejects.toThrow('left');
    goOnline();
    await settle();
    expect(send).not.toHaveBeenCalled();
  });

  it('tells a lost connection from a refusal, through the guest sign-in too', () => {
    online = false;
    expect(isOfflineFailure(noAnswer())).toBe(true);
    expect(isOfflineFailure(new GuestSignInError(noAnswer()))).toBe(true);
    expect(isOfflineFailure(refused())).toBe(false);
    online = true;
    expect(isOfflineFailure(noAnswer())).toBe(false);
  });
});
