/* eslint-disable @typescript-eslint/no-explicit-any -- socket.io's adapter API is untyped here */
import type { RealtimeServer } from './realtime-server.ts';

type Broadcast = (packet: any, opts: any) => unknown;

/** Per adapter: a promise settled once every broadcast it started so far is out. */
const lastBroadcast = new WeakMap<object, () => Promise<unknown>>();
/** Per adapter: how many of its publications to the other nodes failed so far. */
const failedPublications = new WeakMap<object, () => number>();

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
    const adapter = factory(nsp) as ReturnType<F> & {
      doPublish?: (message: unknown) => Promise<unknown>;
    };
    const broadcast: Broadcast = adapter.broadcast.bind(adapter);
    // socket.io's cluster adapter catches a failed publication (a Redis that died with the
    // XADD in flight), delivers on this node only and settles the broadcast as if it were out:
    // counted here, so the relay keeps that news for another pass (ADR 109).
    let failures = 0;
    const publish = adapter.doPublish?.bind(adapter);
    if (publish)
      adapter.doPublish = (message) =>
        publish(message).catch((error: unknown) => {
          failures += 1;
          throw error;
        });
    failedPublications.set(adapter, () => failures);
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
  return ordered as unknown as F;
}

/** How many of `io`'s publications to the other nodes have failed since it started. */
export function failedPublicationsOf(io: RealtimeServer): number {
  return failedPublications.get(io.of('/').adapter)?.() ?? 0;
}

/** Settles once every broadcast `io` started so far has left this node. */
export function broadcastsOut(io: RealtimeServer): Promise<unknown> {
  return lastBroadcast.get(io.of('/').adapter)?.() ?? Promise.resolve();
}
