import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll } from 'vitest';
import type { App } from '../../src/app.ts';

/**
 * A socket.io client of `url` over websockets, once the server has let it in (its handshake
 * refused, the promise is); kept in `sockets` for the file to close when its tests end.
 */
export async function connectSocket(
  url: string,
  auth: Record<string, string>,
  sockets: Socket[],
): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Makes socket.io clients against a listening app, closed when the file's tests end. */
export function socketClients() {
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((socket) => socket.close()));

  const url = (app: App) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  /** A connected socket; `authorization` is a 'Bearer …' header value or undefined. */
  async function open(app: App, authorization?: string): Promise<Socket> {
    const token = authorization?.replace(/^Bearer /, '');
    return connectSocket(
      url(app),
      token ? { token, userType: 'customer', appType: 'customer' } : {},
      sockets,
    );
  }

  /** Joins a room through a client event and waits for room:joined. */
  async function join(socket: Socket, event: string, payload: unknown): Promise<void> {
    const joined = new Promise<void>((resolve, reject) => {
      socket.once('room:joined', () => resolve());
      socket.once('room:refused', (refusal: unknown) => reject(new Error(JSON.stringify(refusal))));
    });
    socket.emit(event, payload);
    await joined;
  }

  /** Every payload of `event` seen from now on. */
  function record<T>(socket: Socket, event: string): T[] {
    const seen: T[] = [];
    socket.on(event, (payload: T) => seen.push(payload));
    return seen;
  }

  /**
   * A round trip through the server's test echo (development and tests only): once it is
   * back, whatever the server sent `socket` before has arrived. A test proves an event did
   * not come this way, not by waiting out a deadline.
   */
  async function roundTrip(socket: Socket): Promise<void> {
    const echoed = new Promise<void>((resolve) => socket.once('test', () => resolve()));
    socket.emit('test', { roundTrip: true });
    await echoed;
  }

  return { open, join, record, roundTrip, url };
}

/** Waits until `check` passes (events arrive asynchronously), for at most `ms`. */
export async function eventually(check: () => void, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
