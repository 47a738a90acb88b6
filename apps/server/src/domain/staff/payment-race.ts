import { formatTry } from '@masa/core/money/format-try';
import { BUSINESS_TIME_ZONE } from '@masa/core/time/zoned-time';
import { and, desc, eq } from 'drizzle-orm';
import { payments, staffAccounts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { STAFF_MESSAGES as M } from './staff-messages.ts';

const clock = new Intl.DateTimeFormat('tr-TR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});

/**
 * A payment refused because another was recorded first (issue 29): two staff took the same
 * bill or share at once, and the one who lost holds the diner's cash. The 409 says who recorded
 * the last payment of the order (of the split, for a split's), its amount and time, and what is
 * left, in its message and as `paidBy`, `paidAt`, `paidAmount` and `left`. No payment before it
 * (a cancelled order): the refusal as it was.
 */
export async function paymentRaceLost({
  tx,
  orderId,
  splitBillRequestId,
  code,
  message,
  left,
}: {
  tx: Tx;
  orderId: string;
  splitBillRequestId?: string | undefined;
  code: string;
  message: string;
  left: number;
}): Promise<AppError> {
  const [last] = await tx
    .select({ name: staffAccounts.name, at: payments.createdAt, amount: payments.amount })
    .from(payments)
    .leftJoin(staffAccounts, eq(staffAccounts.id, payments.recordedByStaffId))
    .where(
      and(
        eq(payments.orderId, orderId),
        splitBillRequestId ? eq(payments.splitBillRequestId, splitBillRequestId) : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!last) return new AppError(409, code, message);
  const lost = M.paymentRaceLost({
    refusal: message,
    by: last.name ?? M.paidByDiner,
    amount: formatTry(last.amount),
    time: clock.format(last.at),
    left: formatTry(left),
  });
  return new AppError(409, code, lost, {
    paidBy: last.name,
    paidAt: last.at.toISOString(),
    paidAmount: last.amount,
    left,
  });
}
