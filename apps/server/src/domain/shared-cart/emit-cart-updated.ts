import { rooms, type CartUpdatedEvent } from '@masa/core/realtime/events';
import type { Tx } from '../../lib/db-tx.ts';
import { publish } from '../../realtime/publish.ts';

/**
 * `cart:updated` to the sitting's room (ADR 043), written in the transaction that changed the
 * cart and published after its commit (ADR 096): no socket leaves a room after it, so it needs
 * no direct emit.
 */
export function emitCartUpdated(tx: Tx, change: CartUpdatedEvent): Promise<void> {
  const payload: CartUpdatedEvent = { sessionId: change.sessionId, version: change.version };
  return publish(tx, [
    { rooms: [rooms.sitting(change.sessionId)], event: 'cart:updated', payload },
  ]);
}
