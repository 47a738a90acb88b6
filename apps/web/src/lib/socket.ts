/**
 * The one socket of the app (001 §4 Realtime, §7, §9): socket.io at /socket.io with cookies,
 * websocket then polling, handshake auth { token, userId, userType, appType } read afresh on
 * every (re)connect, unlimited reconnection 0.5–10 s, 30 s timeout. A server-initiated
 * disconnect retries after 1.5 s; a transport error switches the transport order and retries
 * after 2 s; a connect error switches it too. A refused token is refreshed once, then the
 * socket reconnects; a new token (sign-in, refresh) re-authenticates it.
 *
 * Rooms are joined by reference count and joined again after every reconnect, and every
 * reconnect is announced (`onReconnect`) so screens refetch what they may have missed, unless
 * the server recovered the connection and replayed what was missed (`socket.recovered`); so is
 * the first connect (`onFirstConnect`), since news sent before it never reached the page. News
 * the server published twice (the same outbox id, ADR 109) is handled once.
 */
import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  rooms,
} from '@masa/core/realtime/events';
import { dropRepeatedNews } from '@masa/core/realtime/drop-repeated-news';
import { type Socket, io } from 'socket.io-client';
import { refreshAccessToken } from './api/token-refresh.ts';
import { publishConnectionEvent } from './connection-events.ts';
import { deliverNotice } from './diner-notices.ts';
import { SOCKET_TIMINGS, buildSocketAuth, planAfterDisconnect } from './socket-auth.ts';
import { TOKEN_REFRESHED_EVENT, storage } from './storage.ts';

export type MasaSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type RoomRef =
  | { kind: 'user' | 'business' | 'table' | 'order'; id: string }
  /** A table's sitting (ADR 042): joined with the phone's key to it. */
  | { kind: 'sitting'; id: string; key: string };
export type ConnectionState = 'connecting' | 'connected' | 'disconnected';
/** `dropped`: the connection was lost, not closed on purpose (a new token, the debug panel). */
export type ReconnectInfo = { dropped: boolean };

let socket: MasaSocket | null = null;
let state: ConnectionState = 'disconnected';
let authToken: string | null = null;
let everConnected = false;
const joined = new Map<string, { ref: RoomRef; count: number }>();
const stateListeners = new Set<() => void>();
const reconnectListeners = new Set<(info: ReconnectInfo) => void>();
const firstConnectListeners = new Set<() => void>();
let lastDisconnectReason = '';

export const roomName = (ref: RoomRef) => rooms[ref.kind](ref.id);

function setState(next: ConnectionState): void {
  state = next;
  for (const listener of stateListeners) listener();
}

/** A table's room is joined by its name, `join:room table-{tableId}` (001 §4, §7); it is left so too. */
function emitJoin(target: MasaSocket, ref: RoomRef): void {
  if (ref.kind === 'user') target.emit('join:user', ref.id);
  else if (ref.kind === 'business') target.emit('join:business', ref.id);
  else if (ref.kind === 'table') target.emit('join:room', roomName(ref));
  else if (ref.kind === 'sitting') target.emit('join:sitting', { key: ref.key });
  else target.emit('join:order', ref.id);
}

function emitLeave(target: MasaSocket, ref: RoomRef): void {
  if (ref.kind === 'order') target.emit('leave:order', ref.id);
  else target.emit('leave:room', roomName(ref));
}

function switchTransports(target: MasaSocket): void {
  const current = (target.io.opts.transports ?? ['websocket', 'polling']) as string[];
  target.io.opts.transports = [...current].reverse() as typeof target.io.opts.transports;
}

function switchToOther(target: MasaSocket): void {
  switchTransports(target);
  publishConnectionEvent('switching');
}

function retryLater(target: MasaSocket, ms: number): void {
  setTimeout(() => {
    if (!target.connected) target.connect();
  }, ms);
}

function wire(target: MasaSocket): void {
  target.on('diner:notice', deliverNotice);
  target.on('connect', () => {
    setState('connected');
    for (const { ref } of joined.values()) emitJoin(target, ref);
    const info = { dropped: lastDisconnectReason !== 'io client disconnect' };
    // A recovered socket was handed what it missed by the server (ADR 102): nothing to refetch.
    if (everConnected && !target.recovered)
      for (const listener of reconnectListeners) listener(info);
    if (!everConnected) for (const listener of firstConnectListeners) listener();
    everConnected = true;
    publishConnectionEvent('connected');
  });
  target.on('disconnect', (reason) => {
    setState('disconnected');
    lastDisconnectReason = reason;
    if (reason !== 'io client disconnect') publishConnectionEvent('lost');
    const plan = planAfterDisconnect(reason);
    if (plan.kind !== 'retry') return;
    if (plan.switchTransports) switchToOther(target);
    retryLater(target, plan.afterMs);
  });
  let refreshedFor: string | null = null;
  target.on('connect_error', (error) => {
    setState('disconnected');
    if (target.active) {
      // socket.io retries by itself: say why this attempt failed, then try the other transport.
      publishConnectionEvent(error.message === 'timeout' ? 'timeout' : 'refused');
      return switchToOther(target);
    }
    // Refused by the server's auth middleware: one refresh per token, then a plain retry.
    const tokenRefused = error.message === 'TOKEN_EXPIRED' || error.message === 'TOKEN_INVALID';
    if (tokenRefused && refreshedFor !== authToken) {
      refreshedFor = authToken;
      void refreshAccessToken().then(() => retryLater(target, 0));
      return;
    }
    retryLater(target, 2_000);
  });
  target.io.on('reconnect_attempt', () => setState('connecting'));
  window.addEventListener(TOKEN_REFRESHED_EVENT, () => {
    if (storage.getToken() === authToken) return;
    target.disconnect();
    target.connect();
  });
}

/** Where the socket connects: this page's origin; tests point it at a local server. */
export const socketConfig: { url: string | undefined } = { url: undefined };

/** The app's socket, created and connected on first use. */
export function getSocket(): MasaSocket {
  if (socket) return socket;
  const created: MasaSocket = dropRepeatedNews(
    io(socketConfig.url ?? '', {
      path: '/socket.io',
      withCredentials: true,
      transports: ['websocket', 'polling'],
      auth: (send) => {
        authToken = storage.getToken();
        send(buildSocketAuth(authToken));
      },
      reconnection: true,
      reconnectionAttempts: Infinity,
      ...SOCKET_TIMINGS,
    }),
  );
  socket = created;
  setState('connecting');
  wire(created);
  return created;
}

/** Joins a room (again after every reconnect) until the returned function is called. */
export function joinRoom(ref: RoomRef): () => void {
  const target = getSocket();
  const name = roomName(ref);
  const entry = joined.get(name) ?? { ref, count: 0 };
  entry.count += 1;
  joined.set(name, entry);
  if (entry.count === 1 && target.connected) emitJoin(target, ref);
  return () => {
    entry.count -= 1;
    if (entry.count > 0) return;
    joined.delete(name);
    if (target.connected) emitLeave(target, ref);
  };
}

/** Runs after every reconnect that was not recovered (not the first connect). */
export function onReconnect(listener: (info: ReconnectInfo) => void): () => void {
  reconnectListeners.add(listener);
  return () => void reconnectListeners.delete(listener);
}

/**
 * Runs when the socket connects for the first time; never once it has. News published before
 * then never reached this page, so what a screen read before it may be out of date.
 */
export function onFirstConnect(listener: () => void): () => void {
  if (everConnected) return () => {};
  firstConnectListeners.add(listener);
  return () => void firstConnectListeners.delete(listener);
}

export const connectionState = {
  get: (): ConnectionState => state,
  subscribe: (listener: () => void) => {
    stateListeners.add(listener);
    return () => void stateListeners.delete(listener);
  },
  joinedRooms: (): string[] => [...joined.keys()],
};
