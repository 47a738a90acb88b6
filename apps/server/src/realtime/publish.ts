import { Server } from 'socket.io';
import type { Tx } from '../lib/db-tx.ts';
import { type OutboxEvent, writeOutboxEvents } from './outbox.ts';
import type { OutboxRelay } from './outbox-relay.ts';
import type { RealtimeServer } from './realtime-server.ts';

/**
 * Where news goes (ADR 096): a transaction, where it is written to the realtime outbox and
 * published after commit, or the socket server, for news told after a commit, which this
 * node's relay publishes in turn with the outbox's rows.
 */
export type NewsTarget = RealtimeServer | Tx;
/** Written in a transaction, the caller awaits the write; told to the server, nothing to await. */
export type Told<T extends NewsTarget> = T extends RealtimeServer ? void : Promise<void>;

const relays = new WeakMap<RealtimeServer, OutboxRelay>();

/** The relay that publishes what is told to `io` (socket-server.ts). */
export function relayFor(io: RealtimeServer, relay: OutboxRelay): void {
  relays.set(io, relay);
}

/** Tells `events` in order, through the outbox when `target` is a transaction. */
export function publish<T extends NewsTarget>(target: T, events: OutboxEvent[]): Told<T> {
  if (!(target instanceof Server)) return writeOutboxEvents(target as Tx, events) as Told<T>;
  const io = target as RealtimeServer;
  const relay = relays.get(io);
  for (const event of events) {
    if (relay) relay.send(event);
    else (io.to(event.rooms).emit as (e: string, p: unknown) => void)(event.event, event.payload);
  }
  return undefined as Told<T>;
}
