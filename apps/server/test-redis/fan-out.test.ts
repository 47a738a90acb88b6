import { rooms } from '@masa/core/realtime/events';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { DEMO_BUSINESS_IDS } from '../src/db/seed/demo-ids.ts';
import { emitOrderEvent } from '../src/realtime/emit.ts';
import { bearer, register } from '../test/auth/helpers.ts';
import { createLiveApp } from '../test/live-orders/live-fixture.ts';
import { eventually, socketClients } from '../test/live-orders/socket-helpers.ts';

// Two nodes on one database and one Redis, as behind a load balancer (ADR 102): news written
// on node A reaches sockets on node B through Redis Streams, a socket that dropped gets what it
// missed, and a session ended on one node is ended on the other.
const nodeA = await createLiveApp({ REDIS_URL: process.env.REDIS_URL! });
const { db, config } = nodeA;
let nodeB: App;
const sockets = socketClients();
const businessId = DEMO_BUSINESS_IDS.bogaz;
const staffToken = (await nodeA.staffHeaders('bogaz')).authorization.replace(/^Bearer /, '');
/** Socket.io time to wait before reconnecting a dropped socket: how long the test's drop lasts. */
const DROP_MS = 5_000;

/** A staff screen on `app` that reconnects only after DROP_MS. */
async function staffScreen(app: App): Promise<Socket> {
  const socket = connect(sockets.url(app), {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: staffToken, userType: 'staff', appType: 'staff' },
    reconnectionDelay: DROP_MS,
    reconnectionDelayMax: DROP_MS,
    randomizationFactor: 0,
  });
  afterAll(() => void socket.close());
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Node B reads the stream from where it was when its reader started: wait until it has. */
async function bothNodesListening() {
  const probe = await staffScreen(nodeB);
  const heard = sockets.record<{ echo: unknown }>(probe, 'test');
  await eventually(() => {
    nodeA.app.io.to(rooms.staff(businessId)).emit('test', { echo: 'probe', at: '' });
    expect(heard.length).toBeGreaterThan(0);
  });
  probe.close();
}

beforeAll(async () => {
  await nodeA.app.listen({ port: 0, host: '127.0.0.1' });
  nodeB = await buildApp({ config, db });
  await nodeB.listen({ port: 0, host: '127.0.0.1' });
  await bothNodesListening();
});
afterAll(() => nodeB.close());

type Update = { orderId: string; change: string };
const update = (orderId: string) => ({ orderId, tableId: 'no-table', businessId, change: 'items' });
const order = (id: string) => ({ id, tableId: 'no-table', businessId, userId: null });

/** Writes `ids`' news on node A, each in its own transaction, as routes do. */
async function writeOnA(ids: string[]) {
  for (const id of ids) {
    await nodeA.app.db.transaction((tx) =>
      emitOrderEvent(tx, order(id), 'order:updated', update(id)),
    );
  }
}

/**
 * News written on node A after all the rest, once `screen` has heard it: anything sent before
 * it (a repeat included) has arrived, without waiting out a second.
 */
async function heardAfter(screen: Socket, id: string) {
  const heard = sockets.record<Update>(screen, 'order:updated');
  await writeOnA([id]);
  await eventually(() => expect(heard.map((u) => u.orderId)).toContain(id));
}

describe('fan-out through Redis Streams', () => {
  it('an order placed and moved on node A reaches a staff screen on node B once, in order', async () => {
    const screen = await staffScreen(nodeB);
    const created = sockets.record<{ orderId: string }>(screen, 'order:created');
    const statuses = sockets.record<{ orderId: string; status: string }>(
      screen,
      'order:status:changed',
    );
    const placed = await nodeA.placeOrder();
    const staff = await nodeA.staffHeaders('bogaz');
    for (const status of ['received', 'preparing', 'ready']) {
      const res = await nodeA.app.inject({
        method: 'PATCH',
        url: `/api/staff/orders/${placed.id}/status`,
        headers: staff,
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await eventually(() => expect(statuses).toHaveLength(3));
    await heardAfter(screen, 'after-the-moves');
    expect(created.map((c) => c.orderId)).toEqual([placed.id]);
    expect(statuses.map((s) => [s.orderId, s.status])).toEqual([
      [placed.id, 'received'],
      [placed.id, 'preparing'],
      [placed.id, 'ready'],
    ]);
  });

  it('200 pieces of news written on node A arrive on node B exactly once, in order', async () => {
    const screen = await staffScreen(nodeB);
    const heard = sockets.record<Update>(screen, 'order:updated');
    const ids = Array.from({ length: 200 }, (_, i) => `burst-${i}`);
    await writeOnA(ids);
    await eventually(() => expect(heard).toHaveLength(ids.length));
    await heardAfter(screen, 'after-the-burst');
    expect(heard.map((u) => u.orderId)).toEqual([...ids, 'after-the-burst']);
  });
});

describe('connection-state recovery', () => {
  it('a screen that drops for 5 s gets what it missed, once, without refetching', async () => {
    const screen = await staffScreen(nodeB);
    const heard = sockets.record<Update>(screen, 'order:updated');
    await writeOnA(['before-drop']);
    await eventually(() => expect(heard).toHaveLength(1));
    expect(screen.recovered).toBe(false);

    const back = new Promise<number>((resolve) =>
      screen.once('connect', () => resolve(Date.now())),
    );
    const droppedAt = Date.now();
    // The phone's network goes: the transport closes without a goodbye.
    screen.io.engine.close();
    await writeOnA(['while-away-1', 'while-away-2', 'while-away-3']);
    const reconnectedAt = await back;

    expect(reconnectedAt - droppedAt).toBeGreaterThanOrEqual(DROP_MS);
    expect(screen.recovered).toBe(true);
    await eventually(() => expect(heard).toHaveLength(4));
    await writeOnA(['after-return']);
    await eventually(() => expect(heard).toHaveLength(5));
    await heardAfter(screen, 'after-all');
    expect(heard.map((u) => u.orderId)).toEqual([
      'before-drop',
      'while-away-1',
      'while-away-2',
      'while-away-3',
      'after-return',
      'after-all',
    ]);
  });

  it('a screen that never heard anything connects unrecovered, so it refetches', async () => {
    const screen = await staffScreen(nodeB);
    const back = new Promise<void>((resolve) => screen.once('connect', () => resolve()));
    screen.io.engine.close();
    await back;
    expect(screen.recovered).toBe(false);
  });
});

describe('ended sessions across nodes', () => {
  it('a logout on node A disconnects the socket on node B and refuses its token there', async () => {
    const account = await register(nodeA.app);
    const socketOnB = await sockets.open(nodeB, `Bearer ${account.token}`);
    const gone = new Promise((resolve) => socketOnB.once('disconnect', resolve));

    const out = await nodeA.app.inject({
      method: 'POST',
      url: '/api/customer-users/logout',
      headers: bearer(account.token),
      payload: { refreshToken: account.refreshToken },
    });
    expect(out.json().data).toEqual({ revoked: true });

    expect(await gone).toBe('io server disconnect');
    const me = await nodeB.inject({
      url: '/api/customer-users/me',
      headers: bearer(account.token),
    });
    expect(me.statusCode).toBe(401);
    await expect(sockets.open(nodeB, `Bearer ${account.token}`)).rejects.toThrow('TOKEN_INVALID');
  });

  it('a socket whose session ended while it was away does not recover', async () => {
    const account = await register(nodeA.app);
    const diner = connect(sockets.url(nodeB), {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: account.token, userType: 'customer', appType: 'customer' },
      reconnectionDelay: DROP_MS,
      reconnectionDelayMax: DROP_MS,
      randomizationFactor: 0,
    });
    afterAll(() => void diner.close());
    await new Promise<void>((resolve) => diner.once('connect', () => resolve()));
    // A broadcast it heard gives it an offset to recover from.
    const heard = new Promise((resolve) => diner.once('test', resolve));
    nodeA.app.io.emit('test', { echo: 'to everyone', at: '' });
    await heard;
    diner.io.engine.close();
    const refused = new Promise<Error>((resolve) => diner.once('connect_error', resolve));
    await nodeA.app.inject({
      method: 'POST',
      url: '/api/customer-users/logout',
      headers: bearer(account.token),
      payload: { refreshToken: account.refreshToken },
    });
    expect((await refused).message).toBe('TOKEN_INVALID');
    expect(diner.connected).toBe(false);
  });
});
