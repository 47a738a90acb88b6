import type { DinerNoticeEvent } from '@masa/core/realtime/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from './live-fixture.ts';
import { eventually, socketClients } from './socket-helpers.ts';
import { payInCash } from '../serve-order.ts';

// Issue 20: what the business does for a diner reaches that diner on any screen, through
// `diner:notice` to their own user room, and nobody else at the table.
const ctx = await createLiveApp();
const { app, headers } = ctx;
const staff = await ctx.staffHeaders('bogaz');
const sockets = socketClients();
beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));

const patch = (url: string, payload: object) =>
  app.inject({ method: 'PATCH', url, headers: staff, payload });

/**
 * The order's diner (signed in, joined to no room: on the menu, say) and a friend with an order
 * of their own at the same table, in the table's room.
 */
async function dinerAndFriend(table: number) {
  const order = await ctx.placeOrder(headers, { table });
  const friend = await ctx.newCustomer('Masa Arkadaşı');
  await ctx.placeOrder(friend.headers, { table });
  const diner = await sockets.open(app, headers.authorization);
  const other = await sockets.open(app, friend.headers.authorization);
  await sockets.join(other, 'join:table', { tableId: order.tableId });
  return {
    order,
    notices: sockets.record<DinerNoticeEvent>(diner, 'diner:notice'),
    friendNotices: sockets.record<DinerNoticeEvent>(other, 'diner:notice'),
    friendStatuses: sockets.record<{ orderId: string }>(other, 'order:status:changed'),
  };
}

describe('diner notices (issue 20)', () => {
  it('tells the diner each status with the expected time once accepted, and the reason when cancelled', async () => {
    const { order, notices, friendNotices, friendStatuses } = await dinerAndFriend(5);
    const before = Date.now();
    const accepted = await patch(`/api/staff/orders/${order.id}/status`, { status: 'received' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Menemen takes 12 minutes, Çay 2: the order is expected 12 minutes after its acceptance.
    const { receivedAt, expectedReadyAt, preparationMinutes } = accepted.json().data;
    expect(preparationMinutes).toBe(12);
    expect(new Date(receivedAt).getTime()).toBeGreaterThanOrEqual(before);
    expect(new Date(expectedReadyAt).getTime() - new Date(receivedAt).getTime()).toBe(12 * 60_000);

    await patch(`/api/staff/orders/${order.id}/status`, { status: 'preparing' });
    await patch(`/api/staff/orders/${order.id}/status`, {
      status: 'cancelled',
      reason: 'Ocak arızalandı, özür dileriz',
    });
    await eventually(() =>
      expect(notices.map((n) => n.kind === 'order_status' && n.status)).toEqual([
        'received',
        'preparing',
        'cancelled',
      ]),
    );
    expect(notices[0]).toMatchObject({
      kind: 'order_status',
      orderId: order.id,
      orderNumber: order.orderNumber,
      expectedReadyAt,
      reason: null,
    });
    expect(notices[2]).toMatchObject({ reason: 'Ocak arızalandı, özür dileriz' });
    // The friend's socket saw the table's status events, never the diner's notices.
    await eventually(() => expect(friendStatuses.length).toBeGreaterThanOrEqual(3));
    expect(friendNotices).toEqual([]);
  });

  it("tells the caller a waiter is on the way on 'Geliyorum', and nothing more when it is done", async () => {
    const { order, notices, friendNotices, friendStatuses } = await dinerAndFriend(6);
    const call = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/waiter/call`,
      headers,
      payload: { businessId: DEMO_BUSINESS_IDS.bogaz, reason: 'general_assistance' },
    });
    expect(call.statusCode, call.body).toBe(201);
    const callId = call.json().data.id as string;
    expect(
      (await patch(`/api/staff/waiter-calls/${callId}`, { status: 'acknowledged' })).statusCode,
    ).toBe(200);
    // Tapped twice: told once.
    await patch(`/api/staff/waiter-calls/${callId}`, { status: 'acknowledged' });
    await patch(`/api/staff/waiter-calls/${callId}`, { status: 'resolved' });
    await eventually(() =>
      expect(notices).toEqual([
        expect.objectContaining({
          kind: 'waiter_on_the_way',
          orderId: order.id,
          orderNumber: order.orderNumber,
          tableId: order.tableId,
        }),
      ]),
    );
    // Then the order is accepted: its notice comes after any the taps could have sent.
    await patch(`/api/staff/orders/${order.id}/status`, { status: 'received' });
    await eventually(() =>
      expect(notices.map((n) => n.kind)).toEqual(['waiter_on_the_way', 'order_status']),
    );
    await eventually(() => expect(friendStatuses.map((s) => s.orderId)).toContain(order.id));
    expect(friendNotices).toEqual([]);
  });

  it("tells the diner who asked that the bill is on its way on 'Hesap Yolda'", async () => {
    const { order, notices, friendNotices } = await dinerAndFriend(7);
    const asked = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/request-bill`,
      headers,
      payload: { paymentMethod: 'cash' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const ack = await patch(`/api/staff/bill-requests/${asked.json().data.id}`, {
      status: 'acknowledged',
    });
    expect(ack.statusCode, ack.body).toBe(200);
    await eventually(() =>
      expect(notices).toEqual([
        expect.objectContaining({ kind: 'bill_on_the_way', orderId: order.id }),
      ]),
    );
    expect(friendNotices).toEqual([]);
  });

  it("carries the staff's answer to the order's diner only, and the payment that settles it", async () => {
    const { order, notices, friendNotices } = await dinerAndFriend(8);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/messages`,
      headers: staff,
      payload: { message: 'Çayınız hemen geliyor.', messageType: 'other' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    await payInCash(app, staff, order.id);
    await eventually(() =>
      expect(notices).toEqual([
        expect.objectContaining({
          kind: 'message_answer',
          orderId: order.id,
          message: 'Çayınız hemen geliyor.',
          messageId: answer.json().data.id,
        }),
        expect.objectContaining({ kind: 'order_status', orderId: order.id, status: 'paid' }),
      ]),
    );
    expect(friendNotices).toEqual([]);
  });
});
