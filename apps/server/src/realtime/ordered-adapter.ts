/* eslint-disable @typescript-eslint/no-explicit-any -- socket.io's adapter API is untyped here */
import type { RealtimeServer } from './realtime-server.ts';

type Broadcast = (packet: any, opts: any) => unknown;

/** Per adapter: a promise settled once every broadcast it started so far is out. */
const lastBroadcast = new WeakMap<object, () => Promise<unknown>>();

/**
 * The PostgreSQL adapter publishes a broadcast (a NOTIFY on a pooled connection) and only then
 * delivers it on this node. Two events emitted one after the other ('received', then
 * 'preparing') took two connections at once, and the second could finish first: a diner was
 * told 'Hazırlanıyor' before 'Alındı'. With `queue`, each broadcast waits for the one before it,
 * so every node, this one included, delivers events in the order they were emitted. A NOTIFY on
 * this machine's database takes well under a millisecond, so the queue stays short. Redis
 * answers one connection's commands in order and needs no queue (`queue: false`, ADR 102).
 * Either way the relay can wait for what it published to be out (`broadcastsOut`).
 */
export function inEmitOrder<F extends (nsp: any) => { broadcast: Broadcast }>(
  factory: F,
  { queue = true }: { queue?: boolean } = {},
): F {
  // A function, not an arrow: socket.io calls it with `new`.
  function ordered(nsp: unknown) {
    const adapter = factory(nsp);
    const broadcast: Broadcast = adapter.broadcast.bind(adapter);
    let previous: Promise<unknown> = Promise.resolve();
    adapter.broadcast = (packet, opts) => {
      const turn = queue
        ? previous.then(() => broadcast(packet, opts))
        : Promise.all([previous, broadcast(packet, opts)]);
      previous = turn.catch(() => undefined);
      return turn;
    };
    lastBroadcast.set(adapter, () => previous);
    return adapter;
  }
  return ordered as F;
}

/** Settles once every broadcast `io` started so far has left this node. */
export function broadcastsOut(io: RealtimeServer): Promise<unknown> {
  return lastBroadcast.get(io.of('/').adapter)?.() ?? Promise.resolve();
}
