import { rooms, type StaffNoticeEvent } from '@masa/core/realtime/events';
import type { RealtimeServer } from '../../realtime/realtime-server.ts';

/**
 * Tells a business's staff that a diner wants something: a waiter, the bill, a split, or has
 * written a message. Only the `staff:{businessId}` room hears it. Call after commit.
 */
export function emitStaffNotice(
  io: RealtimeServer,
  notice: Omit<StaffNoticeEvent, 'createdAt'> & { createdAt: Date },
): void {
  io.to(rooms.staff(notice.businessId)).emit('staff:notice', {
    ...notice,
    createdAt: notice.createdAt.toISOString(),
  });
}
