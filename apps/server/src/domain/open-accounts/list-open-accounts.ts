import { unpaidRest } from '@masa/core/bill/unpaid-rest';
import type { OpenAccount } from '@masa/core/walkouts/walkouts.schemas';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { openAccounts, orders, tables } from '../../db/schema/index.ts';
import type { BusinessScope } from '../../lib/db-tx.ts';
import { loadReportBills } from '../reports/load-report-bills.ts';

/**
 * GET /staff/open-accounts (ADR 076): the business's accounts, those still owing first (newest
 * first), then the settled ones (last settled first, ADR 079), each with what it owes: the sum
 * of what its orders' bills leave unpaid (the one bill model, never a stored figure), and those
 * orders, so "Veresiye" settles one with a normal payment.
 */
export async function listOpenAccounts({ db, businessId }: BusinessScope): Promise<OpenAccount[]> {
  const accounts = await db
    .select()
    .from(openAccounts)
    .where(eq(openAccounts.businessId, businessId))
    .orderBy(
      sql`${openAccounts.settledAt} is not null`,
      desc(openAccounts.settledAt),
      desc(openAccounts.createdAt),
      desc(openAccounts.id),
    )
    .limit(200);
  if (accounts.length === 0) return [];
  const rows = await db
    .select({
      id: orders.id,
      accountId: orders.openAccountId,
      orderNumber: orders.orderNumber,
      table: tables.name,
      movedAt: orders.openAccountAt,
      taxIncludedInPrice: orders.taxIncludedInPrice,
    })
    .from(orders)
    .innerJoin(tables, eq(tables.id, orders.tableId))
    .where(
      and(
        eq(orders.businessId, businessId),
        inArray(
          orders.openAccountId,
          accounts.map((account) => account.id),
        ),
      ),
    )
    .orderBy(orders.openAccountAt, orders.id);
  const { bills } = await loadReportBills({
    db,
    orderIds: rows.map((row) => row.id),
    taxIncludedInPrice: new Map(rows.map((row) => [row.id, row.taxIncludedInPrice])),
  });
  const owedOrders = rows.map((row, index) => ({
    accountId: row.accountId,
    id: row.id,
    orderNumber: row.orderNumber,
    table: row.table,
    movedAt: row.movedAt?.toISOString() ?? '',
    left: bills[index] ? unpaidRest(bills[index]).amount : 0,
  }));
  return accounts.map((account) => {
    const own = owedOrders.filter((order) => order.accountId === account.id);
    return {
      id: account.id,
      customerName: account.customerName,
      phone: account.phone,
      createdAt: account.createdAt.toISOString(),
      settledAt: account.settledAt?.toISOString() ?? null,
      owed: own.reduce((sum, order) => sum + order.left, 0),
      orders: own.map(({ accountId: _account, ...order }) => order),
    };
  });
}
