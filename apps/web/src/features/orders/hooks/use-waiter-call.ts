import { WAITER_COOLDOWN_MS } from '@masa/core/orders/order-limits';
import { useEffect, useState } from 'react';
import { tr } from '../../../i18n/tr.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorMessageOf } from '../../../lib/api/error-message.ts';
import { callWaiter } from '../api/call-waiter.ts';
import { useOrderNotify } from './use-order-notify.ts';

/** Until when each order's waiter button stays 'Garson Çağrıldı', shared by every screen. */
const cooldowns = new Map<string, number>();

function retryAfterMs(body: unknown): number {
  const seconds = (body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : WAITER_COOLDOWN_MS;
}

/**
 * 'Garson Çağır' (001 §4 Waiter call): after a call the button is disabled as 'Garson
 * Çağrıldı' for 30 s. The server enforces the same cooldown: its 429 'Garson zaten çağrıldı,
 * lütfen bekleyin.' is shown, and the button waits for the time the server names.
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
      const { message } = await callWaiter(orderId, businessId);
      notify.success(message ?? tr.orders.actions.waiterCallOk);
      coolFor(WAITER_COOLDOWN_MS);
    } catch (error) {
      notify.error(errorMessageOf(error) || tr.orders.actions.waiterCallFailed);
      if (isApiError(error) && error.status === 429) coolFor(retryAfterMs(error.body));
    } finally {
      setPending(false);
    }
  }

  return { call, pending, called: until !== 0 };
}
