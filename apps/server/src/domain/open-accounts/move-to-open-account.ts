import type { OpenAccountBody } from '@masa/core/walkouts/walkouts.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { StaffRole } from '../../db/schema/enums.ts';
import { openAccounts, orders } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { approveCorrection } from '../corrections/approve-correction.ts';
import { lockServedUnpaid, type ServedUnpaid } from '../walkouts/lock-served-unpaid.ts';
import { noteUnpaidClosed } from '../walkouts/note-unpaid-closed.ts';

/**
 * Veresiye (issue 32 item 4, ADR 076): a served table's unpaid rest goes on a named customer's
 * open account, a new one or an existing one of the business, instead of being paid now. Not
 * a cancellation and not a payment: the orders leave the floor (settled, core isOrderSettled)
 * and are paid later through the normal payment path, on the day the customer pays. Owner or
 * manager, or a waiter with their approval (the walk-out's rule).
 */
export async function moveToOpenAccount({
  db,
  businessId,
  staff,
  tableId,
  body,
  now,
}: {
  db: Db;
  businessId: string;
  staff: { staffId: string; role: StaffRole };
  tableId: string;
  body: OpenAccountBody;
  now: Date;
}): Promise<{ closing: ServedUnpaid[]; left: number; account: { id: string; name: string } }> {
  return db.transaction(async (tx) => {
    const name = body.customerName?.trim() ?? '';
    if (!body.accountId && !name) throw refuse(400, 'CUSTOMER_REQUIRED');
    const { closing, left } = await lockServedUnpaid({
      tx,
      businessId,
      tableId,
      expectedLeft: body.expectedLeft,
      now,
    });
    const { approvedBy } = await approveCorrection({
      tx,
      businessId,
      staff,
      kind: 'walkout',
      amount: left,
      afterDelivery: true,
      approval: body.approval ?? null,
    });
    const account = body.accountId
      ? (
          await tx
            .select()
            .from(openAccounts)
            .where(
              and(eq(openAccounts.id, body.accountId), eq(openAccounts.businessId, businessId)),
            )
            .for('update')
        )[0]
      : (
          await tx
            .insert(openAccounts)
            .values({ businessId, customerName: name, phone: body.phone?.trim() || null })
            .returning()
        )[0];
    if (!account) throw refuse(404, 'OPEN_ACCOUNT_NOT_FOUND');
    // A settled account stays settled (ADR 079): its customer's next debt is a new account.
    if (account.settledAt) throw refuse(409, 'OPEN_ACCOUNT_SETTLED');
    const ids = closing.map(({ order }) => order.id);
    await tx
      .update(orders)
      .set({ openAccountId: account.id, openAccountAt: now, updatedAt: now })
      .where(inArray(orders.id, ids));
    await noteUnpaidClosed({
      tx,
      businessId,
      staffId: staff.staffId,
      closing,
      action: 'order.on_account',
      details: { customer: account.customerName, approvedBy: approvedBy?.name ?? null },
      now,
    });
    return { closing, left, account: { id: account.id, name: account.customerName } };
  });
}
