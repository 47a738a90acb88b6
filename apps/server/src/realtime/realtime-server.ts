import type { ClientToServerEvents, ServerToClientEvents } from '@masa/core/realtime/events';
import type { Server } from 'socket.io';
import type { Principal } from '../lib/access-token.ts';

/**
 * The socket.io server's types (socket-server.ts makes it): what every emitter takes, apart
 * from the server's set-up so that the emitters it calls do not import it back (issue 36 §6).
 */
export type SocketData = {
  principal: Principal | undefined;
  /** The diner whose key opened a sitting's room on this socket (ADR 042): who is at the table. */
  dinerId?: string;
};
/** Between server nodes, through the adapter: sessions ended on another node (plugins/sessions.ts). */
export type InterServerEvents = { 'sessions:ended': (sessionIds: string[]) => void };
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
