import type { Db } from '../../db/client.ts';

/** How long a key answers repeats: a phone retrying after a lost answer does so within minutes. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Rows deleted per statement, so a large first purge never holds many locks at once. */
const BATCH = 5000;

/**
 * Deletes stored Idempotency-Key answers older than `olderThan` (every keyed write leaves one,
 * a whole order as JSON), in batches; answers how many went. A purged key is a new key.
 */
export async function purgeIdempotencyKeys({
  db,
  olderThan,
}: {
  db: Db;
  olderThan: Date;
}): Promise<number> {
  let purged = 0;
  for (;;) {
    const { rowCount } = await db.$client.query(
      `delete from idempotency_keys where ctid in
        (select ctid from idempotency_keys where created_at < $1 limit ${BATCH})`,
      [olderThan],
    );
    purged += rowCount ?? 0;
    if ((rowCount ?? 0) < BATCH) return purged;
  }
}
