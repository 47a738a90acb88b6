import { dropRepeatedNews } from '@masa/core/realtime/drop-repeated-news';
import type { ClientToServerEvents, ServerToClientEvents } from '@masa/core/realtime/events';
import { type Socket, io } from 'socket.io-client';
import { refreshSession } from './refresh-session.ts';
import { session } from './session.ts';

export type StaffSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The staff socket (001 §7): authenticated with the access token, the server puts it in its
 * business's staff room (apps/server/src/realtime/socket-server.ts). The token is read afresh
 * on every (re)connect; an expired one is refreshed once, then the socket connects again. News
 * the server published twice (the same outbox id, ADR 109) is handled once.
 */
export function connectStaffSocket(): StaffSocket {
  const socket: StaffSocket = dropRepeatedNews(
    io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      withCredentials: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 10_000,
      auth: (callback) => callback({ token: session.token(), userType: 'staff', appType: 'staff' }),
    }),
  );
  socket.on('connect_error', (error) => {
    if (error.message !== 'TOKEN_EXPIRED' && error.message !== 'TOKEN_INVALID') return;
    void refreshSession().then((token) => {
      if (token) socket.connect();
    });
  });
  return socket;
}
