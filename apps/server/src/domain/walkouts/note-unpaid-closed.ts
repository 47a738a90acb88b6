import type { AuditAction } from '../../db/schema/enums.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { recordAudit, type AuditDetails } from '../audit/record-audit.ts';
import { noteSessionSettled } from '../live-orders/note-session-settled.ts';
import type { ServedUnpaid } from './lock-served-unpaid.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';

/**
 * What follows once a walk-out or an open account has closed served, unpaid orders (ADR 076),
 * in the same transaction: each order's sitting may settle, each order gets its audit line
 * (its number, what it left, and the caller's `details`), and the screens hear its bill change.
 */
export async function noteUnpaidClosed({
  tx,
  businessId,
  staffId,
  closing,
  action,
  details,
  now,
}: {
  tx: Tx;
  businessId: string;
  staffId: string;
  closing: ServedUnpaid[];
  action: Extract<AuditAction, 'order.walked_out' | 'order.on_account'>;
  details: AuditDetails;
  now: Date;
}): Promise<void> {
  for (const { order, rest } of closing) {
    await noteSessionSettled({ tx, order, now });
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action,
      subjectId: order.id,
      details: { orderNumber: order.orderNumber, left: rest.amount, ...details },
      now,
    });
  }
  for (const { order } of closing) {
    await emitOrderChange(tx, order, { kind: 'updated', change: 'bill' });
  }
}
