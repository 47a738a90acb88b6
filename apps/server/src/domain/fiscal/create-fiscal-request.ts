import type { Bill } from '@masa/core/bill/bill';
import { fiscalBody } from '@masa/core/fiscal/fiscal-body';
import { DEFAULT_FISCAL_ADAPTER, type FiscalAdapter } from '@masa/core/fiscal/fiscal.schemas';
import { eq } from 'drizzle-orm';
import { businesses, fiscalRequests } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';

export type CreatedFiscalRequest = {
  id: string;
  businessId: string;
  kind: 'receipt' | 'e_arsiv';
  adapter: FiscalAdapter;
  status: 'waiting' | 'done';
};

/** The business's fiscal.adapter; 'manual' when it never chose (the register is a legal duty). */
export async function fiscalAdapterOf(tx: Tx, businessId: string): Promise<FiscalAdapter> {
  const [row] = await tx
    .select({ settings: businesses.settings })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.settings.fiscal?.adapter ?? DEFAULT_FISCAL_ADAPTER;
}

/**
 * The payment's fiscal request (issue 35 §4, ADR 093), in the payment's transaction, so a
 * payment never exists without exactly one (UNIQUE payment_id): its body is what the one bill
 * model says the payment paid. Paid online: an e-Arşiv request, which no fiş number completes.
 * Adapter 'off': recorded as done, nothing waits. Otherwise it waits: for the staff's fiş number
 * ('manual') or for the integrated register, which is called after the commit ('gmp3').
 */
export async function createFiscalRequest({
  tx,
  businessId,
  orderId,
  tableId,
  paymentId,
  online,
  bill,
  now,
}: {
  tx: Tx;
  businessId: string;
  orderId: string;
  tableId: string | null;
  paymentId: string;
  online: boolean;
  bill: Bill;
  now: Date;
}): Promise<CreatedFiscalRequest> {
  const adapter = await fiscalAdapterOf(tx, businessId);
  const body = fiscalBody({ bill, paymentId });
  const kind = online ? 'e_arsiv' : 'receipt';
  const status = adapter === 'off' ? 'done' : 'waiting';
  const [row] = await tx
    .insert(fiscalRequests)
    .values({
      businessId,
      paymentId,
      orderId,
      tableId,
      kind,
      adapter,
      status,
      body,
      amount: body.amount,
      createdAt: now,
      completedAt: status === 'done' ? now : null,
    })
    .returning({ id: fiscalRequests.id });
  return { id: row!.id, businessId, kind, adapter, status };
}
