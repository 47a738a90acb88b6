import { eq } from 'drizzle-orm';
import { paymentIntents } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/** A payment intent's row by id; the caller checks who may see it (ADR 084). */
export async function readIntent({ db, intentId }: { db: DbOrTx; intentId: string }) {
  const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
  return intent;
}
