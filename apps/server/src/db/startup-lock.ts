import type { Db } from './client.ts';

/** The advisory lock key of start-up's writes: "masa" in ASCII. */
const STARTUP_LOCK = 0x6d617361;

/**
 * Runs `work` (migrations, the demo seed) while holding a session-level advisory lock, so nodes
 * that start together on one database take turns instead of racing: without it, three nodes
 * started at once each began applying the first migration and two failed on "already exists"
 * (docs/decisions/103-three-nodes-behind-nginx.md). The last to get the lock finds nothing to do.
 */
export async function underStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const holder = await db.$client.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    holder.release();
  }
}
