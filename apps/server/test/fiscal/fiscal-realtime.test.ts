import type { FiscalChangedEvent } from '@masa/core/realtime/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, socketClients } from '../live-orders/socket-helpers.ts';
import { createReportApp } from '../reports/report-fixture.ts';

// `fiscal:changed` (issue 35 §4, ADR 093): the business's staff hear of a fiscal request made
// by a payment and of its fiş number typed, so the table panel and the day page refetch;
// another business's staff hear nothing of it.
const ctx = await createReportApp();
const { app, headers, placeOrder, recordPayment, asRole } = ctx;
const sockets = socketClients();
beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));

describe('fiscal:changed', () => {
  it('reaches the staff of the business when a payment makes a request and when it is completed', async () => {
    const waiter = await asRole('bogaz', 'waiter');
    const events = sockets.record<FiscalChangedEvent>(
      await sockets.open(app, waiter.authorization),
      'fiscal:changed',
    );
    const stranger = sockets.record<FiscalChangedEvent>(
      await sockets.open(app, (await asRole('ege', 'waiter')).authorization),
      'fiscal:changed',
    );
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 1 }]);
    const paid = await recordPayment(order.id, { method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(201);
    await eventually(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({ businessId: order.businessId });

    const list = await app.inject({
      method: 'GET',
      url: '/api/staff/fiscal-requests?status=waiting',
      headers: waiter,
    });
    const [request] = list.json().data.requests as { id: string }[];
    const done = await app.inject({
      method: 'POST',
      url: `/api/staff/fiscal-requests/${request!.id}/complete`,
      headers: waiter,
      payload: { receiptNumber: '1' },
    });
    expect(done.statusCode, done.body).toBe(200);
    await eventually(() => expect(events).toHaveLength(2));
    expect(stranger).toEqual([]);
  });
});
