/* eslint-disable @typescript-eslint/no-explicit-any -- socket.io's adapter API is untyped here */
type Broadcast = (packet: any, opts: any) => unknown;

/**
 * The PostgreSQL adapter publishes a broadcast (a NOTIFY on a pooled connection) and only then
 * delivers it on this node. Two events emitted one after the other ('received', then
 * 'preparing') took two connections at once, and the second could finish first: a diner was
 * told 'Hazırlanıyor' before 'Alındı'. Here each broadcast waits for the one before it, so every
 * node, this one included, delivers events in the order they were emitted. A NOTIFY on this
 * machine's database takes well under a millisecond, so the queue stays short.
 */
export function inEmitOrder<F extends (nsp: any) => { broadcast: Broadcast }>(factory: F): F {
  // A function, not an arrow: socket.io calls it with `new`.
  function ordered(nsp: unknown) {
    const adapter = factory(nsp);
    const broadcast: Broadcast = adapter.broadcast.bind(adapter);
    let previous: Promise<unknown> = Promise.resolve();
    adapter.broadcast = (packet, opts) => {
      const turn = previous.then(() => broadcast(packet, opts));
      previous = turn.catch(() => undefined);
      return turn;
    };
    return adapter;
  }
  return ordered as F;
}
