import { rooms } from '@masa/core/realtime/events';
import type { RealtimeServer } from '../../realtime/realtime-server.ts';

/** `cart:updated` to the sitting's room (ADR 043), after the change committed. */
export function emitCartUpdated(
  io: RealtimeServer,
  change: { sessionId: string; version: number },
): void {
  io.to(rooms.sitting(change.sessionId)).emit('cart:updated', {
    sessionId: change.sessionId,
    version: change.version,
  });
}
