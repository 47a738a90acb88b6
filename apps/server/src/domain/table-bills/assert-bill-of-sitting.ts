import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';

/**
 * A waiter's send names a bill of the table's current sitting ("Hesap 2", ADR 078): one that
 * "Ayrı hesap" opened in it, paid or not. A table with no sitting has only its first bill; an
 * unknown label is 409 BILL_NOT_OPEN, never a bill made up by the send.
 */
export async function assertBillOfSitting({
  tx,
  sessionId,
  billLabel,
}: {
  tx: Tx;
  sessionId: string | undefined;
  billLabel: string;
}): Promise<void> {
  const [found] = sessionId
    ? await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.tableSessionId, sessionId), eq(orders.billLabel, billLabel)))
        .limit(1)
    : [];
  if (!found) throw refuse(409, 'BILL_NOT_OPEN', { label: billLabel });
}
