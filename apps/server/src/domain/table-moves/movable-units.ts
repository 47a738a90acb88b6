import { and, inArray, sql } from 'drizzle-orm';
import {
  paymentShares,
  splitBillRequestItems,
  splitBillRequestShares,
  splitBillRequests,
} from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';

type Line = {
  id: string;
  quantity: number;
  paidQuantity: number;
  freeQuantity: number;
  status: string;
};

/**
 * How many units of each line may leave its bill (ADR 075): none of a cancelled line, of a line
 * shared in parts (a share paid or asked for, ADR 048) or of free units (they go with their
 * charge); otherwise its units less those paid and those a pending or approved split still
 * holds (an approved split's payment counts as paid once recorded). Under the order's lock.
 */
export async function movableUnits({
  tx,
  lines,
}: {
  tx: Tx;
  lines: Line[];
}): Promise<Map<string, number>> {
  const ids = lines.map((line) => line.id);
  if (ids.length === 0) return new Map();
  const held = await tx
    .select({
      id: splitBillRequestItems.orderItemId,
      units: sql<number>`sum(${splitBillRequestItems.quantity})::int`,
    })
    .from(splitBillRequestItems)
    .innerJoin(splitBillRequests, sql`${splitBillRequests.id} = ${splitBillRequestItems.requestId}`)
    .where(
      and(
        inArray(splitBillRequestItems.orderItemId, ids),
        inArray(splitBillRequests.status, ['pending', 'approved']),
        sql`not exists (select 1 from payments p where p.split_bill_request_id = ${splitBillRequests.id})`,
      ),
    )
    .groupBy(splitBillRequestItems.orderItemId);
  const sharedRows = [
    ...(await tx
      .select({ id: splitBillRequestShares.orderItemId })
      .from(splitBillRequestShares)
      .where(inArray(splitBillRequestShares.orderItemId, ids))),
    ...(await tx
      .select({ id: paymentShares.orderItemId })
      .from(paymentShares)
      .where(inArray(paymentShares.orderItemId, ids))),
  ];
  const shared = new Set(sharedRows.map((row) => row.id));
  const heldBy = new Map(held.map((row) => [row.id, row.units]));
  return new Map(
    lines.map((line) => {
      const blocked = line.status === 'cancelled' || shared.has(line.id) || line.freeQuantity > 0;
      const free = line.quantity - line.paidQuantity - (heldBy.get(line.id) ?? 0);
      return [line.id, blocked ? 0 : Math.max(0, free)];
    }),
  );
}
