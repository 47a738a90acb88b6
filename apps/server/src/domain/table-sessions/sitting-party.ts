import { rooms } from '@masa/core/realtime/events';
import type { RealtimeServer } from '../../realtime/realtime-server.ts';
import type { SessionRow } from './find-sitting-diner.ts';

/**
 * Whether a sitting's cart is the shared one for diner `meId` (ADR 043): once it was used in
 * this sitting (its version moved), always; before, when another diner's phone is at the table
 * now: its socket is in the sitting's room (every server node is asked, through the adapter).
 * A diner alone, or alone with phones that left, keeps the phone's own cart.
 */
export async function isParty({
  io,
  session,
  meId,
}: {
  io: RealtimeServer;
  session: SessionRow;
  meId: string;
}): Promise<boolean> {
  if (session.cartVersion > 0) return true;
  const sockets = await io
    .in(rooms.sitting(session.id))
    .fetchSockets()
    .catch(() => []);
  return sockets.some(
    (socket) => socket.data.dinerId !== undefined && socket.data.dinerId !== meId,
  );
}
