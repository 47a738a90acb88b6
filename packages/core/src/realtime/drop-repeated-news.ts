/**
 * News published from the server's outbox carries its row's id (`outboxId`, ADR 109). The
 * outbox publishes at least once: a row whose relay died after its broadcast left is published
 * again by another node, and a socket may hear it twice. A screen handles it once.
 */
export type OutboxStamp = { outboxId?: number };

/** Ids remembered per socket: a repeat comes within a lease of seconds, far fewer events. */
const REMEMBERED = 2_000;
/** An event name no screen listens to: a repeat is delivered under it, so nothing handles it. */
export const REPEATED_NEWS = 'news:repeated';

type EventPacket = { data?: unknown[] };
type Incoming = { onevent(packet: EventPacket): void };

/**
 * Makes a socket.io client socket deliver each outbox id once to its listeners, whichever of
 * them are added later. socket.io-client has no incoming middleware: its one entry for an event
 * packet (`onevent`) is wrapped, and a repeat is renamed rather than dropped, so the client still
 * acknowledges it and notes its recovery offset as it does for every packet.
 */
export function dropRepeatedNews<S extends object>(socket: S): S {
  const incoming = socket as unknown as Incoming;
  const deliver = incoming.onevent.bind(socket);
  const heard = new Set<number>();
  incoming.onevent = (packet) => {
    const id = (packet.data?.[1] as OutboxStamp | undefined)?.outboxId;
    if (typeof id === 'number') {
      if (heard.has(id)) packet.data![0] = REPEATED_NEWS;
      else {
        heard.add(id);
        if (heard.size > REMEMBERED) heard.delete(heard.values().next().value!);
      }
    }
    deliver(packet);
  };
  return socket;
}
