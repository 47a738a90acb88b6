/**
 * The Friday night's mix (issue 37 part 5): what diners and staff send, each at its own fixed
 * rate, and the order events each answer must bring to its venue's staff screens. Diners are
 * the seated ones of bench/friday-venues.ts, taken in turn; staff act as their venue's owner.
 */
import { randomUUID } from 'node:crypto';
import type { Expected, Operation } from './friday-load.ts';
import { orderEventKey } from './friday-screens.ts';
import type { FridayFloor, FridayTable } from './friday-venues.ts';
import { placeDinerOrder } from './realtime-diners.ts';

export type FridayRates = {
  menu: number;
  dinerOrder: number;
  waiterOrder: number;
  statusChange: number;
  waiterCall: number;
  message: number;
  payment: number;
};

/** A seeded order's walk, one status change at a time (core ORDER_TRANSITIONS). */
export const STATUS_WALK = ['received', 'preparing', 'ready', 'delivered'] as const;

/** An order event the venue's screens must hear (bench/friday-screens.ts names it). */
const heard = (businessId: string, ...event: Parameters<typeof orderEventKey>): Expected => ({
  businessId,
  key: orderEventKey(...event),
});

/** The envelope's `data` (apps/server/src/lib/envelope.ts), if the answer had one. */
async function answerData(res: Response): Promise<unknown> {
  const body = (await res.json().catch(() => undefined)) as { data?: unknown } | undefined;
  return body?.data;
}

export function fridayOperations(url: string, floor: FridayFloor, rates: FridayRates): Operation[] {
  const { venues, tables } = floor;
  const venueOf = new Map(venues.map((venue) => [venue.businessId, venue]));
  const staffOf = (table: FridayTable) => venueOf.get(table.businessId)!;
  /** Orders placed tonight and not paid yet, oldest first: what the payments settle. */
  const unpaid: { businessId: string; orderId: string }[] = [];

  const call = async (
    path: string,
    token: string,
    signal: AbortSignal,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const res = await fetch(`${url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      signal,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined
          ? {}
          : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, data: await answerData(res) };
  };
  /** New orders must reach the screens, and are then for the payments to settle. */
  const placed = (businessId: string, status: number, orderIds: string[]) => {
    if (status !== 201) return { status, expected: [] };
    unpaid.push(...orderIds.map((orderId) => ({ businessId, orderId })));
    return { status, expected: orderIds.map((id) => heard(businessId, 'order:created', id)) };
  };

  return [
    {
      name: 'menu read (GET /api/products/business/:id)',
      key: 'menu',
      rate: rates.menu,
      send: async (k, signal) => {
        const res = await fetch(
          `${url}/api/products/business/${venues[k % venues.length]!.businessId}`,
          { signal },
        );
        await res.arrayBuffer();
        return { status: res.status, expected: [] };
      },
    },
    {
      name: "diner's order (POST /api/orders)",
      key: 'dinerOrder',
      rate: rates.dinerOrder,
      send: async (k, signal) => {
        const table = tables[k % tables.length]!;
        const res = await placeDinerOrder({
          url,
          token: table.diner.token,
          table,
          businessId: table.businessId,
          productId: staffOf(table).cay.id,
          signal,
        });
        const order = (await answerData(res)) as { id: string } | undefined;
        return placed(table.businessId, res.status, order ? [order.id] : []);
      },
    },
    {
      name: "waiter's order (POST /api/staff/tables/:id/orders)",
      key: 'waiterOrder',
      rate: rates.waiterOrder,
      send: async (k, signal) => {
        // Other tables than the diners' orders of the same moment.
        const table = tables[(k * 7 + 3) % tables.length]!;
        const { staffToken, cay } = staffOf(table);
        const { status, data } = await call(
          `/api/staff/tables/${table.id}/orders`,
          staffToken,
          signal,
          {
            body: {
              items: [{ productId: cay.id, quantity: 1, selectedOptions: cay.selectedOptions }],
            },
          },
        );
        const taken = data as { orders: { id: string }[] } | undefined;
        return placed(table.businessId, status, taken?.orders.map((order) => order.id) ?? []);
      },
    },
    {
      name: 'status change (PATCH /api/staff/orders/:id/status)',
      key: 'statusChange',
      rate: rates.statusChange,
      send: async (k, signal) => {
        // Each seated diner's order takes the next step of its walk once every table had one.
        const table = tables[k % tables.length]!;
        const status = STATUS_WALK[Math.floor(k / tables.length)];
        if (!status) throw new Error('bench friday: more status changes than STATUS_WALK allows');
        const { status: code } = await call(
          `/api/staff/orders/${table.diner.orderId}/status`,
          staffOf(table).staffToken,
          signal,
          { method: 'PATCH', body: { status } },
        );
        const ok = code === 200;
        return {
          status: code,
          expected: ok
            ? [heard(table.businessId, 'order:status:changed', table.diner.orderId, status)]
            : [],
        };
      },
    },
    {
      name: 'waiter call (POST /api/orders/:id/waiter/call)',
      key: 'waiterCall',
      rate: rates.waiterCall,
      send: async (k, signal) => {
        const table = tables[(k * 11 + 5) % tables.length]!;
        const { status } = await call(
          `/api/orders/${table.diner.orderId}/waiter/call`,
          table.diner.token,
          signal,
          { body: {} },
        );
        return { status, expected: [] };
      },
    },
    {
      name: 'message (POST /api/orders/:id/messages)',
      key: 'message',
      rate: rates.message,
      send: async (k, signal) => {
        const table = tables[(k * 13 + 1) % tables.length]!;
        const { status } = await call(
          `/api/orders/${table.diner.orderId}/messages`,
          table.diner.token,
          signal,
          { body: { message: 'Bir şişe su alabilir miyiz?', messageType: 'special_request' } },
        );
        return { status, expected: [] };
      },
    },
    {
      name: 'cash payment (POST /api/staff/orders/:id/payments)',
      key: 'payment',
      rate: rates.payment,
      send: async (_k, signal) => {
        const order = unpaid.shift();
        // An error of its own: the mix's rates left nothing to pay.
        if (!order) return { status: 'nothing to pay', expected: [] };
        const { status } = await call(
          `/api/staff/orders/${order.orderId}/payments`,
          venueOf.get(order.businessId)!.staffToken,
          signal,
          { body: { method: 'cash' } },
        );
        return {
          status,
          // Not order:status:changed: an order paid before it was served keeps its kitchen
          // status (ADR 054); order:payment:changed is what every payment tells the screens.
          expected:
            status === 201 ? [heard(order.businessId, 'order:payment:changed', order.orderId)] : [],
        };
      },
    },
  ];
}
