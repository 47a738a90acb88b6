import { rooms, type DinerNoticeEvent } from '@masa/core/realtime/events';
import type { OutboxEvent } from '../../realtime/outbox.ts';
import { type NewsTarget, publish, type Told } from '../../realtime/publish.ts';

type Notice = DinerNoticeEvent extends infer E
  ? E extends DinerNoticeEvent
    ? Omit<E, 'createdAt'> & { createdAt: Date }
    : never
  : never;

/**
 * Tells one diner what the business did for them (issue 20), on any screen of their app: only
 * the `user:{userId}` room hears it, which only that customer's sockets join (realtime/
 * may-join-room.ts), so a reply or a cancellation reason never reaches the rest of the table.
 * Nothing is sent without a diner (an order or call nobody signed for). Given the transaction,
 * published after its commit (ADR 096); given the socket server, call after commit.
 */
export function emitDinerNotice<T extends NewsTarget>(
  to: T,
  userId: string | null,
  notice: Notice,
): Told<T> {
  return publish(to, dinerNoticeEvents(userId, notice));
}

/** The diner's notice as news, for a caller that tells it with other news. */
export function dinerNoticeEvents(userId: string | null, notice: Notice): OutboxEvent[] {
  const payload = { ...notice, createdAt: notice.createdAt.toISOString() } as DinerNoticeEvent;
  return userId ? [{ rooms: [rooms.user(userId)], event: 'diner:notice', payload }] : [];
}
