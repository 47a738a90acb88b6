import { rooms, type StaffNoticeEvent } from '@masa/core/realtime/events';
import { type NewsTarget, publish, type Told } from '../../realtime/publish.ts';

/**
 * Tells a business's staff that a diner wants something: a waiter, the bill, a split, or has
 * written a message. Only the `staff:{businessId}` room hears it. Given the transaction,
 * published after its commit (ADR 096); given the socket server, call after commit.
 */
export function emitStaffNotice<T extends NewsTarget>(
  to: T,
  notice: Omit<StaffNoticeEvent, 'createdAt'> & { createdAt: Date },
): Told<T> {
  const payload: StaffNoticeEvent = { ...notice, createdAt: notice.createdAt.toISOString() };
  return publish(to, [{ rooms: [rooms.staff(notice.businessId)], event: 'staff:notice', payload }]);
}
