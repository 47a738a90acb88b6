import { rooms } from '@masa/core/realtime/events';
import type { RealtimeServer } from '../../realtime/realtime-server.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { emitSessionUpdated } from '../live-orders/emit-session-updated.ts';
import type { SessionRow } from '../table-sessions/find-sitting-diner.ts';
import type { MovedOrder } from './move-table-rows.ts';

/**
 * After a move or merge commits: the moved sitting's `session:updated` names its new table (its
 * phones read the sitting again and follow it), every moved order is `order:updated` with change
 * 'table' (screens showing it read it again), and the diners' sockets leave the table the party
 * left, so they hear nothing of its next party (issue 28 §2). The staff's sockets stay.
 */
export function emitPartyMoved(
  io: RealtimeServer,
  {
    fromTableId,
    businessId,
    sittings,
    orders,
  }: { fromTableId: string; businessId: string; sittings: SessionRow[]; orders: MovedOrder[] },
): void {
  for (const session of sittings) emitSessionUpdated(io, session);
  for (const order of orders) emitOrderChange(io, order, { kind: 'updated', change: 'table' });
  const left = rooms.table(fromTableId);
  io.in(left).except(rooms.staff(businessId)).socketsLeave(left);
}
