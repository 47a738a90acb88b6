import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markOwnOrderChange } from '../../../lib/own-order-changes.ts';
import { storage } from '../../../lib/storage.ts';
import { orderKeys } from '../../../lib/orders/order-keys.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import { makeItem, makeOrder } from '../../../testing/order-fixture.ts';
import { splitOrders } from './order-view.ts';
import {
  PAYMENT_RELOAD_DELAY_MS,
  type RealtimeContext,
  realtimeEffects,
} from './realtime-effects.ts';

const mine = makeOrder({ id: 'o'.repeat(24) });
const other = makeOrder({ id: 'x'.repeat(24), orderNumber: 102, tableId: 't2' });
const ids = { tableId: mine.tableId, businessId: mine.businessId };

let queryClient: QueryClient;
let toasts: string[];
let scheduled: { run: () => void; ms: number }[];

function context(tableId: string | null = null): RealtimeContext {
  return {
    queryClient,
    tableId,
    notify: (message) => toasts.push(message),
    schedule: (run, ms) => scheduled.push({ run, ms }),
  };
}

const userOrders = () => queryClient.getQueryData<Order[]>(orderKeys.user()) ?? [];

beforeEach(() => {
  localStorage.clear();
  queryClient = new QueryClient();
  queryClient.setQueryData(orderKeys.user(), [mine, other]);
  queryClient.setQueryData(orderKeys.detail(mine.id), mine);
  toasts = [];
  scheduled = [];
});
afterEach(() => queryClient.clear());

describe('order:status:changed', () => {
  it('sets the status in every list and in the detail', () => {
    realtimeEffects['order:status:changed'](context(), {
      ...ids,
      orderId: mine.id,
      status: 'preparing',
      updatedAt: new Date().toISOString(),
    });
    expect(userOrders().map((o) => o.status)).toEqual(['preparing', 'pending']);
    expect(queryClient.getQueryData<Order>(orderKeys.detail(mine.id))?.status).toBe('preparing');
  });

  it('paid moves the order to history and ends the stored session of that order', () => {
    storage.setActiveOrderId(mine.id);
    realtimeEffects['order:status:changed'](context(), {
      ...ids,
      orderId: mine.id,
      status: 'paid',
      updatedAt: new Date().toISOString(),
    });
    const { active, history } = splitOrders(userOrders());
    expect(history.map((o) => o.id)).toEqual([mine.id]);
    expect(active.map((o) => o.id)).toEqual([other.id]);
    expect(storage.getActiveOrderId()).toBeNull();
    expect(storage.getSessionCleared().cleared).toBe(true);
  });

  it('paid leaves the stored session alone when another order is the active one', () => {
    storage.setActiveOrderId(other.id);
    realtimeEffects['order:status:changed'](context(), {
      ...ids,
      orderId: mine.id,
      status: 'paid',
      updatedAt: new Date().toISOString(),
    });
    expect(storage.getActiveOrderId()).toBe(other.id);
    expect(storage.getSessionCleared().cleared).toBe(false);
  });
});

describe('payment events', () => {
  it.each(['order:payment:changed', 'payment:completed'] as const)(
    '%s marks the order paid and reloads the lists after 1 s',
    (event) => {
      realtimeEffects[event](context(), {
        ...ids,
        orderId: mine.id,
        status: 'delivered',
        isPaid: false,
        paymentStatus: 'approved',
      });
      expect(userOrders()[0]?.isPaid).toBe(true);
      expect(splitOrders(userOrders()).history.map((o) => o.id)).toEqual([mine.id]);
      expect(scheduled.map((s) => s.ms)).toEqual([PAYMENT_RELOAD_DELAY_MS]);
      scheduled[0]?.run();
      expect(queryClient.getQueryState(orderKeys.user())?.isInvalidated).toBe(true);
    },
  );

  it('a partial payment keeps the order active', () => {
    realtimeEffects['order:payment:changed'](context(), {
      ...ids,
      orderId: mine.id,
      status: 'delivered',
      isPaid: false,
      paymentStatus: 'partial',
    });
    expect(userOrders()[0]).toMatchObject({ isPaid: false, paymentStatus: 'partial' });
  });
});

describe('order:item:status:changed', () => {
  it('updates that item and says so', () => {
    const item = mine.items[0]!;
    realtimeEffects['order:item:status:changed'](context(), {
      ...ids,
      orderId: mine.id,
      itemId: item.id,
      status: 'ready',
    });
    expect(userOrders()[0]?.items[0]?.status).toBe('ready');
    expect(toasts).toEqual(['Sipariş durumu güncellendi.']);
  });

  it('an order the screen does not hold changes nothing and shows nothing', () => {
    realtimeEffects['order:item:status:changed'](context(), {
      ...ids,
      orderId: 'z'.repeat(24),
      itemId: makeItem().id,
      status: 'ready',
    });
    expect(toasts).toEqual([]);
  });
});

describe('order:updated', () => {
  const updated = (orderId: string, tableId: string) => ({
    orderId,
    tableId,
    businessId: 'b1',
    change: 'items',
  });

  it('reloads when the table matches the followed table', () => {
    realtimeEffects['order:updated'](context('t9'), updated('n'.repeat(24), 't9'));
    expect(queryClient.getQueryState(orderKeys.user())?.isInvalidated).toBe(true);
  });

  it('is ignored for another table', () => {
    realtimeEffects['order:updated'](context('t9'), updated(mine.id, 't1'));
    expect(queryClient.getQueryState(orderKeys.user())?.isInvalidated).toBe(false);
  });

  it('without a followed table, applies to the orders the screen holds', () => {
    realtimeEffects['order:updated'](context(), updated('n'.repeat(24), 't1'));
    expect(queryClient.getQueryState(orderKeys.user())?.isInvalidated).toBe(false);
    realtimeEffects['order:updated'](context(), updated(mine.id, 't1'));
    expect(queryClient.getQueryState(orderKeys.user())?.isInvalidated).toBe(true);
  });

  it("says 'Sipariş güncellendi' when the diner's order got items elsewhere, not for this tab's own change", () => {
    realtimeEffects['order:updated'](context(), updated(mine.id, mine.tableId));
    expect(toasts).toEqual(['Sipariş güncellendi']);
    markOwnOrderChange(other.id);
    realtimeEffects['order:updated'](context(), updated(other.id, other.tableId));
    realtimeEffects['order:updated'](context(), {
      ...updated(mine.id, mine.tableId),
      change: 'bill',
    });
    expect(toasts).toEqual(['Sipariş güncellendi']);
  });
});
