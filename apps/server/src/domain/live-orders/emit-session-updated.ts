import { rooms } from '@masa/core/realtime/events';
import type { RealtimeServer } from '../../realtime/socket-server.ts';

/**
 * `session:updated` (001 §4): a table session started, was joined or closed. Heard by the
 * table's room and the business's staff. Call after commit.
 */
export function emitSessionUpdated(
  io: RealtimeServer,
  session: { id: string; tableId: string; businessId: string; status: string },
): void {
  io.to([rooms.table(session.tableId), rooms.staff(session.businessId)]).emit('session:updated', {
    tableId: session.tableId,
    businessId: session.businessId,
    sessionId: session.id,
    status: session.status,
  });
}
