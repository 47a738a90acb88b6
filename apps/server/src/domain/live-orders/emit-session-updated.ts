import { rooms } from '@masa/core/realtime/events';
import type { RealtimeServer } from '../../realtime/realtime-server.ts';

/**
 * `session:updated` (001 §4): a table session started, was joined or closed. Heard by the
 * table's room, the sitting's own room (ADR 042) and the business's staff. Call after commit.
 * A sitting that ended also takes the diners' sockets out of the table's room (issue 28 §2):
 * a diner joined it with an open order of that sitting (mayJoinRoom), and must not hear the
 * next party's orders there. The staff's sockets stay.
 */
export function emitSessionUpdated(
  io: RealtimeServer,
  session: { id: string; tableId: string; businessId: string; status: string },
): void {
  const targets = [
    rooms.table(session.tableId),
    rooms.sitting(session.id),
    rooms.staff(session.businessId),
  ];
  io.to(targets).emit('session:updated', {
    tableId: session.tableId,
    businessId: session.businessId,
    sessionId: session.id,
    status: session.status,
  });
  if (session.status !== 'active') {
    const table = rooms.table(session.tableId);
    io.in(table).except(rooms.staff(session.businessId)).socketsLeave(table);
  }
}
