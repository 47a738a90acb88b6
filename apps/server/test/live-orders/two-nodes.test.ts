import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { createLiveApp } from './live-fixture.ts';
import { eventually, socketClients } from './socket-helpers.ts';

// Two server processes' worth of app on one database, as behind a load balancer: staff work
// through node A over HTTP, the diner's socket is connected to node B. Events cross through
// @socket.io/postgres-adapter (issue 6 "Realtime").
const nodeA = await createLiveApp();
const { db, config, headers } = nodeA;
let nodeB: App;
const sockets = socketClients();

beforeAll(async () => {
  await nodeA.app.listen({ port: 0, host: '127.0.0.1' });
  nodeB = await buildApp({ config, db });
  await nodeB.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => nodeB.close());

describe('two nodes on one database', () => {
  it("a staff status change through node A reaches the diner's socket on node B", async () => {
    const order = await nodeA.placeOrder();
    const diner = await sockets.open(nodeB, headers.authorization);
    await sockets.join(diner, 'join:order', { orderId: order.id });
    const statuses = sockets.record<{ orderId: string; status: string }>(
      diner,
      'order:status:changed',
    );
    const items = sockets.record<{ itemId: string; status: string }>(
      diner,
      'order:item:status:changed',
    );

    const staff = await nodeA.staffHeaders('bogaz');
    const base = sockets.url(nodeA.app);
    const patch = (path: string, status: string) =>
      fetch(`${base}/api/staff/orders/${order.id}${path}`, {
        method: 'PATCH',
        headers: { ...staff, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });
    expect((await patch('/status', 'received')).status).toBe(200);
    expect((await patch('/status', 'preparing')).status).toBe(200);
    expect((await patch(`/items/${order.items[0]!.id}/status`, 'ready')).status).toBe(200);

    await eventually(() => {
      expect(statuses.map((s) => s.status)).toEqual(['received', 'preparing']);
      expect(items).toEqual([
        expect.objectContaining({ itemId: order.items[0]!.id, status: 'ready' }),
      ]);
    });
    expect(statuses[0]).toMatchObject({
      orderId: order.id,
      tableId: order.tableId,
      businessId: order.businessId,
    });
  });

  it('a diner action on node B reaches the staff socket on node A', async () => {
    const staffSocket = await sockets.open(
      nodeA.app,
      (await nodeA.staffHeaders('bogaz')).authorization,
    );
    const notices = sockets.record<{ kind: string; orderId: string }>(staffSocket, 'staff:notice');
    const order = await nodeA.placeOrder(headers, { table: 6 });
    const res = await nodeB.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/waiter/call`,
      headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    await eventually(() =>
      expect(notices).toContainEqual(
        expect.objectContaining({ kind: 'waiter_call', orderId: order.id }),
      ),
    );
  });
});
