import { and, eq } from 'drizzle-orm';
import { paymentProviderEvents } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

export type ProviderEventKey = { provider: string; eventKey: string };

/** Claims a provider's webhook event: false when it was handled (or is being handled) already. */
export async function claimProviderEvent({
  db,
  key,
}: {
  db: DbOrTx;
  key: ProviderEventKey;
}): Promise<boolean> {
  const [fresh] = await db
    .insert(paymentProviderEvents)
    .values(key)
    .onConflictDoNothing()
    .returning();
  return fresh !== undefined;
}

/** Handling the event failed: forget it, so the provider's retry runs it again. */
export async function releaseProviderEvent({
  db,
  key,
}: {
  db: DbOrTx;
  key: ProviderEventKey;
}): Promise<void> {
  await db
    .delete(paymentProviderEvents)
    .where(
      and(
        eq(paymentProviderEvents.provider, key.provider),
        eq(paymentProviderEvents.eventKey, key.eventKey),
      ),
    );
}
