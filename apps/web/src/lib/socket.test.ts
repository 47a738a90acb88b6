/// <reference types="node" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSocket, joinRoom, onFirstConnect, onReconnect, socketConfig } from './socket.ts';
import { storage } from './storage.ts';

const b64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (userId: string) => `${b64url({ alg: 'HS256' })}.${b64url({ userId })}.sig`;

type Seen = { auth: unknown[]; events: string[] };
const seen: Seen = { auth: [], events: [] };
const httpServer = createServer();
const io = new Server(httpServer, { path: '/socket.io' });
io.on('connection', (socket) => {
  seen.auth.push(socket.handshake.auth);
  socket.onAny((event: string, payload: unknown) =>
    seen.events.push(`${event} ${String(payload)}`),
  );
});

const until = async (check: () => boolean, ms = 8_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

beforeAll(async () => {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  socketConfig.url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  localStorage.clear();
  storage.setToken(jwt('u1'));
});
afterAll(async () => {
  getSocket().disconnect();
  await io.close();
});

describe('the app socket against a real socket.io server (001 §4, §7)', () => {
  it('authenticates as a customer, rejoins its rooms and announces every reconnect', async () => {
    const reconnects: boolean[] = [];
    onReconnect(({ dropped }) => void reconnects.push(dropped));
    let firstConnects = 0;
    onFirstConnect(() => void (firstConnects += 1));
    const release = joinRoom({ kind: 'table', id: 't1' });
    joinRoom({ kind: 'order', id: 'o1' });
    await until(() => seen.events.includes('join:order o1'));
    expect(seen.auth[0]).toEqual({
      token: jwt('u1'),
      userId: 'u1',
      userType: 'customer',
      appType: 'customer',
    });
    expect(seen.events).toEqual(['join:room table-t1', 'join:order o1']);
    expect(firstConnects).toBe(1);
    let lateFirstConnects = 0;
    onFirstConnect(() => void (lateFirstConnects += 1));

    // A server-initiated disconnect is retried after 1.5 s; the rooms are joined again.
    seen.events = [];
    io.disconnectSockets();
    await until(() => seen.events.length === 2);
    expect(seen.events.sort()).toEqual(['join:order o1', 'join:room table-t1']);
    expect(reconnects).toEqual([true]);

    // A room is left when its last user lets go.
    release();
    await until(() => seen.events.includes('leave:room table-t1'));

    // A new token re-authenticates the socket.
    storage.setToken(jwt('u2'));
    await until(() => seen.auth.length === 3);
    expect(seen.auth[2]).toMatchObject({ token: jwt('u2'), userId: 'u2' });
    await until(() => reconnects.length === 2);
    expect(reconnects).toEqual([true, false]);
    expect(seen.events.at(-1)).toBe('join:order o1');
    // Only the first connect is announced as first, and only to those who asked before it.
    expect([firstConnects, lateFirstConnects]).toEqual([1, 0]);
  }, 30_000);
});
