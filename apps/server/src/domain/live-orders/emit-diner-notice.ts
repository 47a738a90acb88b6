import { rooms, type DinerNoticeEvent } from '@masa/core/realtime/events';
import type { RealtimeServer } from '../../realtime/realtime-server.ts';

type Notice = DinerNoticeEvent extends infer E
  ? E extends DinerNoticeEvent
    ? Omit<E, 'createdAt'> & { createdAt: Date }
    : never
  : never;

/**
 * Tells one diner what the business did for them (issue 20), on any screen of their app: only
 * the `user:{userId}` room hears it, which only that customer's sockets join (realtime/
 * may-join-room.ts), so a reply or a cancellation reason never reaches the rest of the table.
 * Nothing is sent without a diner (an order or call nobody signed for). Call after commit.
 */
export function emitDinerNotice(io: RealtimeServer, userId: string | null, notice: Notice): void {
  if (!userId) return;
  io.to(rooms.user(userId)).emit('diner:notice', {
    ...notice,
    createdAt: notice.createdAt.toISOString(),
  } as DinerNoticeEvent);
}
