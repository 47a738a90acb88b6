import { eq, sql } from 'drizzle-orm';
import { printers } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/**
 * A printer's last try, as its state shows it (contract 5): a success clears nothing but sets
 * the time, so the settings still show the last error and when it was; `online` compares them.
 */
export async function recordPrinterState({
  db,
  printerId,
  error,
}: {
  db: DbOrTx;
  printerId: string;
  /** Null: the printer took the bytes. */
  error: string | null;
}): Promise<void> {
  await db
    .update(printers)
    .set(
      error === null
        ? { lastSuccessAt: sql`clock_timestamp()` }
        : { lastErrorAt: sql`clock_timestamp()`, lastError: error.slice(0, 500) },
    )
    .where(eq(printers.id, printerId));
}
