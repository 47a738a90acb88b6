import { tableSessions } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { SessionRow } from './find-sitting-diner.ts';

type NewSitting = Omit<typeof tableSessions.$inferInsert, 'startedAt' | 'lastActivityAt'> & {
  tableId: string;
  businessId: string;
};

/**
 * A new sitting of a table (ADR 042), started now: its idle time counts from now on. The caller
 * holds the table's sitting lock (lockTableSittings) and found no current sitting.
 */
export async function startSitting({
  tx,
  sitting,
  now,
}: {
  tx: Tx;
  sitting: NewSitting;
  now: Date;
}): Promise<SessionRow> {
  const [session] = await tx
    .insert(tableSessions)
    .values({ ...sitting, startedAt: now, lastActivityAt: now })
    .returning();
  return session!;
}
