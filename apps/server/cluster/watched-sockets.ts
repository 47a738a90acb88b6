import { dropRepeatedNews, REPEATED_NEWS } from '@masa/core/realtime/drop-repeated-news';
import { io as connect, type Socket } from 'socket.io-client';

// Staff screens and diners' phones for the cluster test: each socket drops a repeated outbox id
// as the apps do (ADR 109), counts every order event its listeners receive and the repeats it
// dropped, and remembers since when it has heard everything: a socket the server recovered
// (Redis Streams, ADR 102) keeps its first connection's moment, one that reconnected
// unrecovered is owed only what was sent after it came back.

export type WatchedSocket = {
  name: string;
  socket: Socket;
  /**
   * `order:created <id>`, `order:status:changed <id> <status>` or `order:payment:changed <id>`
   * → how many times received.
   */
  received: Map<string, number>;
  /** Since when it has heard everything; null while disconnected. */
  connectedSince: number | null;
  disconnects: number;
  /** Reconnects the server recovered (it replayed what was missed). */
  recovered: number;
  /** News published twice that reached it and was dropped before its listeners. */
  repeatsDropped: number;
  /**
   * News its listeners handled twice: the same event with the same payload. (A payment before
   * the order was served tells `order:status:changed` with the same status again, at another
   * `updatedAt`: that is news, not a repeat.)
   */
  handledTwice: string[];
};

const EVENTS = ['order:created', 'order:status:changed', 'order:payment:changed'] as const;

/**
 * Opens a staff socket as the staff app does, or a diner's as the diner app does (websocket
 * first, then polling; a diner's joins its own room on connecting), and watches it.
 */
export function watchSocket(
  name: string,
  url: string,
  token: string,
  who: 'staff' | 'customer' = 'staff',
): WatchedSocket {
  const socket = dropRepeatedNews(
    connect(url, {
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      auth: { token, userType: who, appType: who },
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
    }),
  );
  const watched: WatchedSocket = {
    name,
    socket,
    received: new Map(),
    connectedSince: null,
    disconnects: 0,
    recovered: 0,
    repeatsDropped: 0,
    handledTwice: [],
  };
  const handled = new Set<string>();
  let heardSince: number | null = null;
  socket.on('connect', () => {
    if (socket.recovered) watched.recovered += 1;
    else heardSince = Date.now();
    watched.connectedSince = heardSince;
  });
  socket.on('disconnect', () => {
    watched.connectedSince = null;
    watched.disconnects += 1;
  });
  socket.onAny((event: string) => {
    if (event === REPEATED_NEWS) watched.repeatsDropped += 1;
  });
  for (const event of EVENTS) {
    socket.on(event, (e: { orderId: string; status?: string }) => {
      const exact = `${event} ${JSON.stringify(e)}`;
      if (handled.has(exact)) watched.handledTwice.push(exact);
      handled.add(exact);
      const key = [event, e.orderId, event === 'order:status:changed' ? e.status : undefined]
        .filter(Boolean)
        .join(' ');
      watched.received.set(key, (watched.received.get(key) ?? 0) + 1);
    });
  }
  return watched;
}

export async function allConnected(sockets: WatchedSocket[], withinMs = 30_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (sockets.some((s) => s.connectedSince === null)) {
    if (Date.now() > deadline) {
      const down = sockets.filter((s) => s.connectedSince === null).map((s) => s.name);
      throw new Error(`sockets not connected after ${withinMs} ms: ${down.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
