import { WAITER_COOLDOWN_MS } from '@masa/core/orders/order-limits';
import { useEffect, useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { callWaiter } from '../api/call-waiter.ts';
import { waiterCallFailure } from '../utils/order-failures.ts';
import { useOrderNotify } from './use-order-notify.ts';

const t = texts('orders');

/** Until when each order's waiter button stays 'Garson Çağrıldı', shared by every screen. */
const cooldowns = new Map<string, number>();

function retryAfterMs(body: unknown): number {
  const seconds = (body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : WAITER_COOLDOWN_MS;
}

/**
 * 'Garson Çağır' (001 §4 Waiter call): after a call 'Garson çağrıldı.' and the button is
 * disabled as 'Garson Çağrıldı' for 30 s. The server enforces the same cooldown: its 429 says
 * 'Garson zaten çağrıldı, lütfen bekleyin.' and the button waits for the time the server names.
 * Failures are worded by their situation (001 §8 Waiter, utils/order-failures.ts).
 */
export function useWaiterCall(orderId: string, businessId: string) {
  const notify = useOrderNotify();
  const [pending, setPending] = useState(false);
  const [until, setUntil] = useState(() => {
    const stored = cooldowns.get(orderId) ?? 0;
    return stored > Date.now() ? stored : 0;
  });

  useEffect(() => {
    if (until === 0) return;
    const timer = setTimeout(() => setUntil(0), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);

  const coolFor = (ms: number) => {
    const next = Date.now() + ms;
    cooldowns.set(orderId, next);
    setUntil(next);
  };

  async function call() {
    if (pending || until !== 0) return;
    setPending(true);
    try {
      await callWaiter(orderId, businessId);
      notify.success(t('orders.actions.waiterCallOk'));
      coolFor(WAITER_COOLDOWN_MS);
    } catch (error) {
      notify.error(waiterCallFailure(error));
      if (isApiError(error) && error.status === 429) coolFor(retryAfterMs(error.body));
    } finally {
      setPending(false);
    }
  }

  return { call, pending, called: until !== 0 };
}
