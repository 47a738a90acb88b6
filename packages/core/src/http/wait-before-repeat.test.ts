import { describe, expect, it } from 'vitest';
import { WAIT_LIMIT_MS, repeatWaits, waitBeforeRepeat } from './wait-before-repeat.ts';

const unavailable = { status: 503, retryAfter: '2', headers: undefined, waitedMs: 0 };

describe('waitBeforeRepeat', () => {
  it('repeats a read after the seconds the server asked for', () => {
    expect(waitBeforeRepeat({ ...unavailable, method: 'GET' })).toBe(2000);
  });

  it('repeats a write only when it carries an Idempotency-Key', () => {
    expect(waitBeforeRepeat({ ...unavailable, method: 'POST' })).toBeNull();
    expect(
      waitBeforeRepeat({ ...unavailable, method: 'POST', headers: { 'Idempotency-Key': 'k1' } }),
    ).toBe(2000);
  });

  it('leaves other answers, a 503 without Retry-After and a wait past the limit alone', () => {
    expect(waitBeforeRepeat({ ...unavailable, method: 'GET', status: 500 })).toBeNull();
    expect(waitBeforeRepeat({ ...unavailable, method: 'GET', retryAfter: null })).toBeNull();
    expect(
      waitBeforeRepeat({ ...unavailable, method: 'GET', retryAfter: 'Wed, 21 Oct 2026 07:28:00' }),
    ).toBeNull();
    expect(
      waitBeforeRepeat({ ...unavailable, method: 'GET', waitedMs: WAIT_LIMIT_MS - 1000 }),
    ).toBeNull();
  });
});

describe('repeatWaits', () => {
  it('waits out a 503 once, saying so while it waits, and lets the next answer stand', async () => {
    const said: string[] = [];
    const slept: number[] = [];
    const waits = repeatWaits({
      method: 'GET',
      headers: undefined,
      sleep: async (ms) => void slept.push(ms),
      onWait: () => {
        said.push('waiting');
        return () => said.push('done');
      },
    });
    expect(await waits.after(503, '1')).toBe(true);
    expect(waits.waited).toBe(true);
    expect(await waits.after(200, null)).toBe(false);
    expect(said).toEqual(['waiting', 'done']);
    expect(slept).toEqual([1000]);
  });

  it('ends the wait with the reason when the caller gives up, and stops saying it waits', async () => {
    const said: string[] = [];
    const waits = repeatWaits({
      method: 'GET',
      headers: undefined,
      sleep: () => Promise.reject(new Error('left the screen')),
      onWait: () => () => said.push('done'),
    });
    await expect(waits.after(503, '30')).rejects.toThrow('left the screen');
    expect(said).toEqual(['done']);
  });
});
