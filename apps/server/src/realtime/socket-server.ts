import { createAdapter } from '@socket.io/postgres-adapter';
import {
  joinBusinessPayload,
  joinOrderPayload,
  joinSittingPayload,
  joinTablePayload,
  joinUserPayload,
  parseRoom,
  roomPayload,
  rooms,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@masa/core/realtime/events';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import { verifyAccessToken } from '../lib/access-token.ts';
import { emitSessionUpdated } from '../domain/live-orders/emit-session-updated.ts';
import { findSittingDiner } from '../domain/table-sessions/find-sitting-diner.ts';
import { mayJoinRoom } from './may-join-room.ts';
import type { InterServerEvents, RealtimeServer, SocketData } from './realtime-server.ts';
import { inEmitOrder } from './ordered-adapter.ts';
import { startOutboxRelay } from './outbox-relay.ts';
import { connectRedisFanOut } from './redis-fan-out.ts';
import { relayFor } from './publish.ts';
import { getMenuCache } from '../domain/menu/menu-cache.ts';

type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/**
 * socket.io on the Fastify HTTP server at /socket.io. Events cross server processes through
 * Redis Streams when REDIS_URL is set, with connection-state recovery: a socket that dropped
 * for up to two minutes gets what it missed (ADR 102); otherwise through the PostgreSQL adapter
 * on the same database (docs/decisions/001-postgresql-only.md), which cannot replay, so a
 * reconnected screen refetches. A socket authenticates with the access token in its handshake
 * `auth.token` (001 §7), again when it recovers; without one it is anonymous and may only join
 * public business rooms.
 */
export async function createRealtimeServer(app: FastifyInstance): Promise<{
  io: RealtimeServer;
  close: () => Promise<void>;
}> {
  const redis = app.config.redisUrl
    ? await connectRedisFanOut({ url: app.config.redisUrl, log: app.log })
    : undefined;
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    transports: ['websocket', 'polling'],
    pingTimeout: 20_000,
    connectTimeout: 30_000,
    ...(redis && {
      // The token is checked again on recovery: an ended session does not come back.
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    }),
  });
  let pubsub: ReturnType<typeof listenPool> | undefined;
  // Redis answers one connection's commands in order, so its broadcasts need no queue (ADR 102).
  if (redis) io.adapter(inEmitOrder(redis.adapter, { queue: false }));
  else {
    pubsub = listenPool(app.db.$client);
    io.adapter(inEmitOrder(createAdapter(pubsub.pool, { heartbeatInterval: 5_000 })));
  }
  // News leaves through the realtime outbox's relay, after commit (ADR 096); this node's menu
  // cache asks the database again once its menu news is out.
  const relay = startOutboxRelay({
    db: app.db,
    io,
    log: app.log,
    onPublished: (event) => {
      if (event.event === 'menu:changed') getMenuCache(app.db).recheck();
    },
  });
  relayFor(io, relay);
  redis?.onRestored((droppedAt) => relay.replay(droppedAt));

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token === 'string' && token) {
      const result = verifyAccessToken(
        token.replace(/^Bearer /, ''),
        app.config.jwtSecret,
        app.clock.now(),
      );
      if (!result.ok) return next(new Error(result.expired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID'));
      // A token of an ended session (logout, password reset…) connects no more.
      if (app.sessions.isEnded(result.principal.sessionId)) return next(new Error('TOKEN_INVALID'));
      socket.data.principal = result.principal;
    }
    next();
  });

  io.on('connection', (socket) => {
    const principal = socket.data.principal;
    if (principal?.kind === 'customer') void socket.join(rooms.user(principal.userId));
    if (principal?.kind === 'staff') void socket.join(rooms.staff(principal.businessId));

    const join =
      (schema: z.ZodType, toRoom: (id: string) => string, key: string) => (payload: unknown) => {
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return refuse(socket, String(payload), 'Geçersiz oda');
        const value = parsed.data as string | Record<string, string>;
        const id = typeof value === 'string' ? value : value[key]!;
        void joinChecked(app, socket, toRoom(id));
      };
    socket.on('join:user', join(joinUserPayload, rooms.user, 'userId'));
    socket.on('join:business', join(joinBusinessPayload, rooms.business, 'businessId'));
    socket.on('join:table', join(joinTablePayload, rooms.table, 'tableId'));
    socket.on('join:order', join(joinOrderPayload, rooms.order, 'orderId'));
    socket.on('join:sitting', (payload) => void joinSitting(app, socket, payload));
    socket.on(
      'join:room',
      join(roomPayload, (room) => room, 'room'),
    );
    socket.on('leave:room', (payload) => {
      const parsed = roomPayload.safeParse(payload);
      if (parsed.success)
        void socket.leave(typeof parsed.data === 'string' ? parsed.data : parsed.data.room);
    });
    socket.on('leave:order', (payload) => {
      const parsed = joinOrderPayload.safeParse(payload);
      if (parsed.success) {
        void socket.leave(
          rooms.order(typeof parsed.data === 'string' ? parsed.data : parsed.data.orderId),
        );
      }
    });
    // The debug panel's socket test (001 §2): an echo for development and tests only; a
    // production server answers nothing a client did not need.
    if (app.config.env !== 'production') {
      socket.on('test', (payload) =>
        socket.emit('test', { echo: payload, at: new Date().toISOString() }),
      );
    }
  });

  return {
    io,
    close: async () => {
      await relay.stop();
      pubsub?.closing();
      await io.close();
      pubsub?.closed();
      await redis?.close();
    },
  };
}

/**
 * The adapter takes its LISTEN connection from the pool asynchronously and releases it on close
 * only if its set-up has finished. An app closed right after start (tests, a failed start-up)
 * would leave that connection checked out and `pool.end()` waiting forever. So: connections
 * handed to the adapter are tracked and destroyed on close if it did not give them back, and
 * one that arrives after close is never handed over.
 */
function listenPool(pool: pg.Pool) {
  let closed = false;
  const handedOut = new Set<pg.PoolClient>();
  // The adapter calls only `query` and the promise form of `connect`.
  const guarded = {
    query: pool.query.bind(pool),
    connect: () =>
      new Promise<pg.PoolClient>((resolve, reject) => {
        pool.connect().then((client) => {
          if (closed) return client.release(true);
          const release = client.release.bind(client);
          client.release = (error?: Error | boolean) => {
            handedOut.delete(client);
            return release(error);
          };
          handedOut.add(client);
          // A lost database connection must not crash the process: the adapter sees 'end'
          // and reconnects.
          client.on('error', () => {});
          resolve(client);
        }, reject);
      }),
  } as unknown as pg.Pool;
  return {
    pool: guarded,
    closing: () => {
      closed = true;
    },
    closed: () => {
      for (const client of handedOut) client.release(true);
    },
  };
}

async function joinChecked(app: FastifyInstance, socket: RealtimeSocket, room: string) {
  const target = parseRoom(room);
  if (!target) return refuse(socket, room, 'Geçersiz oda');
  const allowed = await mayJoinRoom({ db: app.db, principal: socket.data.principal, target }).catch(
    () => false,
  );
  if (!allowed) return refuse(socket, room, 'Bu odaya katılma izniniz yok');
  await socket.join(room);
  socket.emit('room:joined', { room });
}

/** A table's sitting room: only with the key of a diner of that sitting, while it lasts (ADR 042). */
async function joinSitting(app: FastifyInstance, socket: RealtimeSocket, payload: unknown) {
  const parsed = joinSittingPayload.safeParse(payload);
  if (!parsed.success) return refuse(socket, 'sitting', 'Geçersiz oda');
  const found = await findSittingDiner({
    db: app.db,
    key: parsed.data.key,
    now: app.clock.now(),
  }).catch(() => null);
  if (!found?.live) return refuse(socket, 'sitting', 'Bu odaya katılma izniniz yok');
  const room = rooms.sitting(found.session.id);
  socket.data.dinerId = found.diner.id;
  await socket.join(room);
  socket.emit('room:joined', { room });
  // The sitting's other phones learn that this diner is at the table now (a shared cart, ADR 043).
  emitSessionUpdated(app.io, found.session);
}

function refuse(socket: RealtimeSocket, room: string, message: string) {
  socket.emit('room:refused', { room, message });
}
