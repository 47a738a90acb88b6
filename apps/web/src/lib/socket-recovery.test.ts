/// <reference types="node" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSocket, joinRoom, onReconnect, socketConfig } from './socket.ts';

// A server that recovers connections, as a Masa node with REDIS_URL does (ADR 102): what a
// dropped socket missed is replayed, so the screens must not refetch on top of it. Against a
// server that cannot recover (the PostgreSQL adapter), socket.test.ts sees every reconnect
// announced.
const httpServer = createServer();
const io = new Server(httpServer, {
  path: '/socket.io',
  connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000 },
});
io.on('connection', (socket) => {
  socket.on('join:order', (orderId: string) => void socket.join(`order-${orderId}`));
});

const until = async (check: () => boolean, ms = 8_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
const news = (change: string) =>
  io
    .to('order-o1')
    .emit('order:updated', { orderId: 'o1', tableId: 't1', businessId: 'b1', change });

beforeAll(async () => {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  socketConfig.url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  getSocket().disconnect();
  await io.close();
});

describe('a reconnect the server recovered', () => {
  it('delivers what was missed and announces no refetch', async () => {
    const refetches: boolean[] = [];
    onReconnect(({ dropped }) => void refetches.push(dropped));
    const changes: string[] = [];
    const socket = getSocket();
    socket.on('order:updated', ({ change }) => void changes.push(change ?? ''));
    joinRoom({ kind: 'order', id: 'o1' });
    await until(() => io.sockets.adapter.rooms.get('order-o1')?.size === 1);
    news('items');
    await until(() => changes.length === 1);

    // The network drops; news goes out while the phone is away.
    const back = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.io.engine.close();
    await until(() => io.sockets.sockets.size === 0);
    news('status');
    await back;
    expect(socket.recovered).toBe(true);
    await until(() => changes.length === 2);
    expect(changes).toEqual(['items', 'status']);
    expect(refetches).toEqual([]);
  }, 30_000);
});
