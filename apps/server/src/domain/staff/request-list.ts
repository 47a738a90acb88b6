import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orders, tables } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/**
 * What every list of the staff's requests inbox takes (bill requests, split requests, waiter
 * calls): the business, the statuses asked for, the rows asked for by id (a decision answers
 * with the row it changed), at most `limit`, newest first.
 */
export type RequestListQuery<Status extends string> = {
  db: DbOrTx;
  businessId: string;
  statuses?: Status[] | undefined;
  ids?: string[];
  limit?: number;
};

type RequestColumns = { businessId: AnyPgColumn; status: AnyPgColumn; id: AnyPgColumn };

/** The where of a request list: the business's rows, of the statuses and ids asked for. */
export function requestFilter(
  columns: RequestColumns,
  { businessId, statuses, ids }: Pick<RequestListQuery<string>, 'businessId' | 'statuses' | 'ids'>,
): SQL[] {
  const where: SQL[] = [eq(columns.businessId, businessId)];
  if (statuses?.length) where.push(inArray(columns.status, statuses));
  if (ids) where.push(inArray(columns.id, ids));
  return where;
}

/** Where a request was made, as every list shows it: the order's number and the table. */
export const requestPlace = {
  orderNumber: orders.orderNumber,
  tableName: tables.name,
  tableNumber: tables.number,
};
