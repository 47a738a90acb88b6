import { io as connect, type Socket } from 'socket.io-client';

// Staff screens for the cluster test: each socket counts every order event it receives and
// remembers when it was connected, so a missed event can be told from one sent while it was
// away (the postgres adapter has no replay; Redis Streams' recovery is issue 37 §2).

export type WatchedSocket = {
  name: string;
  socket: Socket;
  /** `order:created <id>` or `order:status:changed <id> <status>` → how many times received. */
  received: Map<string, number>;
  /** When it (re)connected last; null while disconnected. */
  connectedSince: number | null;
  disconnects: number;
};

const EVENTS = ['order:created', 'order:status:changed'] as const;

/** Opens a staff socket as the staff app does (websocket first, then polling) and watches it. */
export function watchStaffSocket(name: string, url: string, token: string): WatchedSocket {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    auth: { token, userType: 'staff', appType: 'staff' },
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
  });
  const watched: WatchedSocket = {
    name,
    socket,
    received: new Map(),
    connectedSince: null,
    disconnects: 0,
  };
  socket.on('connect', () => (watched.connectedSince = Date.now()));
  socket.on('disconnect', () => {
    watched.connectedSince = null;
    watched.disconnects += 1;
  });
  for (const event of EVENTS) {
    socket.on(event, (e: { orderId: string; status?: string }) => {
      const key = [event, e.orderId, e.status].filter(Boolean).join(' ');
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
