import { unpaidRest } from '@masa/core/bill/unpaid-rest';
import type { BillPayment } from '@masa/core/bill/bill';
import type { SalesReport } from '@masa/core/reports/report.schemas';
import { and, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { orders, payments } from '../../db/schema/index.ts';
import { loadReportBills } from './load-report-bills.ts';
import type { BusinessPeriod } from './business-period.ts';
import { readAll } from '../../lib/db-tx.ts';

/**
 * The report's walk-outs and open accounts (ADR 076), from the one bill model over the same
 * rows: a walk-out's loss is what its bill leaves unpaid (unpaidRest, by VAT rate, no payment
 * comes after it); an order moved to an open account counts what its bill left before the
 * payments recorded since it was moved, and those payments are the account's settlement.
 */
export async function loadUnpaidClosures({
  db,
  businessId,
  start,
  end,
}: BusinessPeriod): Promise<Pick<SalesReport, 'walkOuts' | 'openAccounts'>> {
  const inRange = (column: typeof orders.walkedOutAt | typeof orders.openAccountAt) =>
    and(eq(orders.businessId, businessId), gte(column, start), lt(column, end));
  const columns = {
    id: orders.id,
    taxIncludedInPrice: orders.taxIncludedInPrice,
    openAccountAt: orders.openAccountAt,
  };
  const [walked, moved, onAccount] = await readAll(db, [
    () => db.select(columns).from(orders).where(inRange(orders.walkedOutAt)),
    () => db.select(columns).from(orders).where(inRange(orders.openAccountAt)),
    () => accountOrdersPaidIn({ db, businessId, start, end }),
  ]);
  /** Each row's bill, in the rows' order (loadReportBills keeps it). */
  const billsOf = async (rows: typeof walked) => {
    const { bills } = await loadReportBills({
      db,
      orderIds: rows.map((row) => row.id),
      taxIncludedInPrice: new Map(rows.map((row) => [row.id, row.taxIncludedInPrice])),
    });
    return bills.map((bill, index) => ({ bill, from: rows[index]?.openAccountAt ?? end }));
  };
  const [walkedBills, movedBills, onAccountBills] = await readAll(db, [
    () => billsOf(walked),
    () => billsOf(moved),
    () => billsOf(onAccount),
  ]);

  const vat = new Map<number, { rate: number; base: number; vat: number }>();
  let lost = 0;
  for (const { bill } of walkedBills) {
    const rest = unpaidRest(bill);
    lost += rest.amount;
    for (const row of rest.vat) {
      const sum = vat.get(row.rate) ?? { rate: row.rate, base: 0, vat: 0 };
      vat.set(row.rate, { rate: row.rate, base: sum.base + row.base, vat: sum.vat + row.vat });
    }
  }
  const after = (payment: BillPayment, from: Date) =>
    payment.createdAt !== undefined && new Date(payment.createdAt) >= from;
  let movedAmount = 0;
  for (const { bill, from } of movedBills) {
    const since = bill.payments.filter((payment) => after(payment, from));
    movedAmount += bill.left + since.reduce((sum, payment) => sum + payment.amount, 0);
  }
  const settled = onAccountBills.flatMap(({ bill, from }) =>
    bill.payments.filter(
      (payment) => after(payment, from) && after(payment, start) && !after(payment, end),
    ),
  );
  return {
    walkOuts: {
      orders: walked.length,
      amount: lost,
      vat: [...vat.values()].sort((a, b) => a.rate - b.rate),
    },
    openAccounts: {
      moved: { orders: moved.length, amount: movedAmount },
      settled: { payments: settled.length, amount: settled.reduce((sum, p) => sum + p.amount, 0) },
    },
  };
}

/**
 * The orders on an open account with a payment recorded in [start, end): the only ones whose
 * payments can be the range's settlements. Read from the range's payments, as the sales report
 * reads its own, never from every order ever moved to an account (their bills were all loaded).
 */
export async function accountOrdersPaidIn({ db, businessId, start, end }: BusinessPeriod) {
  return db
    .selectDistinct({
      id: orders.id,
      taxIncludedInPrice: orders.taxIncludedInPrice,
      openAccountAt: orders.openAccountAt,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.businessId, businessId),
        isNotNull(orders.openAccountId),
        lt(orders.openAccountAt, end),
        gte(payments.createdAt, start),
        lt(payments.createdAt, end),
      ),
    )
    .orderBy(orders.id);
}
