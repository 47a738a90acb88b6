import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../storage.ts';
import { POST_PAYMENT_CLEAR_MS, endSessionAfterPayment } from './end-session-after-payment.ts';

describe('endSessionAfterPayment', () => {
  beforeEach(() => localStorage.clear());

  it('clears the session two seconds later, once per order', () => {
    storage.setActiveOrderId('o1');
    const runs: { run: () => void; ms: number }[] = [];
    const schedule = (run: () => void, ms: number) => runs.push({ run, ms });
    endSessionAfterPayment('o1', schedule);
    endSessionAfterPayment('o1', schedule);
    expect(runs.map((r) => r.ms)).toEqual([POST_PAYMENT_CLEAR_MS]);
    expect(POST_PAYMENT_CLEAR_MS).toBe(2_000);
    expect(storage.getPaymentCompleted()).toBe(false);

    runs[0]?.run();
    expect(storage.getActiveOrderId()).toBeNull();
    expect(storage.getSessionCleared().cleared).toBe(true);
    expect(storage.getPaymentCompleted()).toBe(true);
  });
});
