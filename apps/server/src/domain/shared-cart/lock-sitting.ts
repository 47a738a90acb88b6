import { eq } from 'drizzle-orm';
import { tableSessions } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { emitCartUpdated } from './emit-cart-updated.ts';
import {
  findSittingDiner,
  type DinerRow,
  type SessionRow,
} from '../table-sessions/find-sitting-diner.ts';

/**
 * The sitting of the key a request carries, its row locked FOR UPDATE until the transaction
 * ends, and the key's diner: every change of a sitting's shared cart, and placing its order,
 * runs one after another (ADR 043). 403 without a key, and when the sitting is over.
 */
export async function lockSittingOfKey({
  tx,
  key,
  now,
}: {
  tx: Tx;
  key: string | null;
  now: Date;
}): Promise<{ session: SessionRow; diner: DinerRow }> {
  const found = await findSittingDiner({ db: tx, key, now });
  if (!found) throw refuse(403, 'TABLE_SESSION_REQUIRED');
  const [session] = await tx
    .select()
    .from(tableSessions)
    .where(eq(tableSessions.id, found.session.id))
    .for('update');
  // Read again under the lock: the staff may have cleared the table meanwhile.
  const again = await findSittingDiner({ db: tx, key, now });
  if (!session || !again?.live) throw refuse(403, 'TABLE_SESSION_ENDED');
  return { session, diner: found.diner };
}

/**
 * A change of the cart: a new version for the phones, told to the sitting's room with the
 * change (`cart:updated`), and the sitting's idle time restarts.
 */
export async function bumpCart(tx: Tx, session: SessionRow, now: Date): Promise<number> {
  const version = session.cartVersion + 1;
  await tx
    .update(tableSessions)
    .set({ cartVersion: version, lastActivityAt: now, updatedAt: now })
    .where(eq(tableSessions.id, session.id));
  await emitCartUpdated(tx, { sessionId: session.id, version });
  return version;
}
