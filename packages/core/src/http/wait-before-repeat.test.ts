import { describe, expect, it } from 'vitest';
import { WAIT_LIMIT_MS, waitBeforeRepeat } from './wait-before-repeat.ts';

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
