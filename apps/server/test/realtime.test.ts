import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { orders, tableSessions } from '../src/db/schema/orders.ts';
import { users } from '../src/db/schema/users.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../src/db/seed/demo-ids.ts';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { signAccessToken } from '../src/lib/access-token.ts';
import { newId } from '../src/lib/ids.ts';
import { emitOrderEvent } from '../src/realtime/emit.ts';
import { createTestApp } from './app.ts';
import { connectSocket } from './live-orders/socket-helpers.ts';

// Two server "nodes" on one database, as behind a load balancer: node A emits, a diner is
// connected to node B.
const nodeA = await createTestApp();
const { db, config } = nodeA;
await seedDemoData({ db, config });
let nodeB: App;
let urlB: string;
const sockets: Socket[] = [];

const businessId = DEMO_BUSINESS_IDS.bogaz;
const tableId = DEMO_TABLE_IDS.bogaz[0]!;
const [diner] = await db
  .insert(users)
  .values({ name: 'Ayşe', email: 'ayse@example.com', inviteCode: newId().slice(-10) })
  .returning();
// Her order is in the table's sitting, as every order is (ADR 049): its room is hers meanwhile.
const [sitting] = await db.insert(tableSessions).values({ tableId, businessId }).returning();
const [order] = await db
  .insert(orders)
  .values({
    orderNumber: 9001,
    businessId,
    tableId,
    userId: diner!.id,
    customerName: 'Ayşe',
    tableSessionId: sitting!.id,
  })
  .returning();

const tokenFor = (userId: string) =>
  signAccessToken(
    { kind: 'customer', userId, role: 'customer', isGuest: false },
    { secret: config.jwtSecret, ttlSeconds: 60, now: new Date() },
  );

beforeAll(async () => {
  await nodeA.app.listen({ port: 0, host: '127.0.0.1' });
  nodeB = await buildApp({ config, db });
  await nodeB.listen({ port: 0, host: '127.0.0.1' });
  urlB = `http://127.0.0.1:${(nodeB.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await nodeB.close();
});

function dinerSocket(token?: string): Promise<Socket> {
  const auth: Record<string, string> = token
    ? { token, userType: 'customer', appType: 'customer' }
    : {};
  return connectSocket(urlB, auth, sockets);
}

const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

describe('realtime', () => {
  it('delivers an order event emitted on node A to the diner connected to node B', async () => {
    const socket = await dinerSocket(await tokenFor(diner!.id));
    const joined = next<{ room: string }>(socket, 'room:joined');
    socket.emit('join:order', { orderId: order!.id });
    expect(await joined).toEqual({ room: `order:${order!.id}` });

    const received = next<{ orderId: string; status: string }>(socket, 'order:status:changed');
    await db.update(orders).set({ status: 'preparing' }).where(eq(orders.id, order!.id));
    emitOrderEvent(nodeA.app.io, order!, 'order:status:changed', {
      orderId: order!.id,
      tableId,
      businessId,
      status: 'preparing',
      updatedAt: new Date().toISOString(),
    });
    expect(await received).toMatchObject({ orderId: order!.id, status: 'preparing' });
  });

  it('delivers events in the order they were emitted, on the emitting node and on the other', async () => {
    const token = await tokenFor(diner!.id);
    const urlA = `http://127.0.0.1:${(nodeA.app.server.address() as AddressInfo).port}`;
    const onA = connect(urlA, { path: '/socket.io', transports: ['websocket'], auth: { token } });
    sockets.push(onA);
    const onB = await dinerSocket(token);
    for (const socket of [onA, onB]) {
      const joined = next(socket, 'room:joined');
      socket.emit('join:order', { orderId: order!.id });
      await joined;
    }
    const seen = { a: [] as number[], b: [] as number[] };
    onA.on('order:status:changed', (e: { updatedAt: string }) =>
      seen.a.push(Date.parse(e.updatedAt)),
    );
    onB.on('order:status:changed', (e: { updatedAt: string }) =>
      seen.b.push(Date.parse(e.updatedAt)),
    );
    // A burst, as a busy kitchen makes one: each event numbered by its moment.
    const sent = Array.from({ length: 200 }, (_, i) => i * 1000);
    for (const at of sent) {
      emitOrderEvent(nodeA.app.io, order!, 'order:status:changed', {
        orderId: order!.id,
        tableId,
        businessId,
        status: 'preparing',
        updatedAt: new Date(at).toISOString(),
      });
    }
    await expect.poll(() => seen.a.length + seen.b.length, { timeout: 10_000 }).toBe(400);
    expect(seen.a).toEqual(sent);
    expect(seen.b).toEqual(sent);
  });

  it("refuses another customer's order room and a table room to an anonymous socket", async () => {
    const [stranger] = await db
      .insert(users)
      .values({ name: 'Mehmet', email: 'mehmet@example.com', inviteCode: newId().slice(-10) })
      .returning();
    const socket = await dinerSocket(await tokenFor(stranger!.id));
    const refused = next<{ room: string; message: string }>(socket, 'room:refused');
    socket.emit('join:order', order!.id);
    expect(await refused).toEqual({
      room: `order:${order!.id}`,
      message: 'Bu odaya katılma izniniz yok',
    });

    const anonymous = await dinerSocket();
    const refusedTable = next<{ room: string }>(anonymous, 'room:refused');
    anonymous.emit('join:table', { tableId });
    expect((await refusedTable).room).toBe(`table-${tableId}`);
  });

  it('answers join:room by the room name, checked against who asks (001 §7)', async () => {
    // The table room of a table where this diner has an open order.
    const socket = await dinerSocket(await tokenFor(diner!.id));
    const joined = next<{ room: string }>(socket, 'room:joined');
    socket.emit('join:room', `table-${tableId}`);
    expect(await joined).toEqual({ room: `table-${tableId}` });

    // A diner without an order at the table, and rooms that are not a diner's to name.
    const [stranger] = await db
      .insert(users)
      .values({ name: 'Zeynep', email: 'zeynep@example.com', inviteCode: newId().slice(-10) })
      .returning();
    const other = await dinerSocket(await tokenFor(stranger!.id));
    for (const [room, message] of [
      [`table-${tableId}`, 'Bu odaya katılma izniniz yok'],
      [`user:${diner!.id}`, 'Bu odaya katılma izniniz yok'],
      [`staff:${businessId}`, 'Geçersiz oda'],
    ] as const) {
      const refused = next<{ room: string; message: string }>(other, 'room:refused');
      other.emit('join:room', { room });
      expect(await refused).toEqual({ room, message });
    }
  });

  it('refuses a connection with a forged token', async () => {
    const forged = await signAccessToken(
      { kind: 'customer', userId: diner!.id, role: 'customer', isGuest: false },
      { secret: 'another-secret-that-is-long-enough-000000', ttlSeconds: 60, now: new Date() },
    );
    await expect(dinerSocket(forged)).rejects.toThrow('TOKEN_INVALID');
  });

  it('answers the test event', async () => {
    const socket = await dinerSocket();
    const echo = next<{ echo: unknown }>(socket, 'test');
    socket.emit('test', { ping: 1 });
    expect((await echo).echo).toEqual({ ping: 1 });
  });
});
