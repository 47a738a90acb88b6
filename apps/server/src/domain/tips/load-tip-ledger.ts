import { distributeTips } from '@masa/core/tips/distribute-tips';
import type { TipLedger, TipSettings } from '@masa/core/tips/tips.schemas';
import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  businesses,
  orders,
  paymentRefunds,
  payments,
  staffAccounts,
  tables,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { tipDayPeriod } from './tip-day-period.ts';

const waiter = alias(staffAccounts, 'waiter');
const cashier = alias(staffAccounts, 'cashier');
/** A payment's tip less what refunds gave back of it (issue 34): a refunded tip is no tip. */
const keptTip = sql<number>`(${payments.tipAmount} - coalesce((select sum(${paymentRefunds.tipAmount}) from ${paymentRefunds} where ${paymentRefunds.paymentId} = ${payments.id} and ${paymentRefunds.pendingSince} is null), 0))::int`;

/**
 * A day's tip ledger as it stands (ADR 088): the tipped payments recorded in the day's period,
 * who served each order (the waiter who took it, else who took its payment; nobody when the
 * diner paid online), the tips by method, everyone who may share them with their minutes and
 * points, and what the business's rule gives each (core distributeTips, to the kuruş).
 */
export async function loadTipLedger({
  db,
  businessId,
  day,
  settings,
  hours,
  now,
}: {
  db: DbOrTx;
  businessId: string;
  day: string;
  settings: TipSettings;
  hours: Record<string, number>;
  now: Date;
}): Promise<TipLedger> {
  const { start, end } = await tipDayPeriod({ db, businessId, day, now });
  const rows = await db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      table: tables.name,
      orderNumber: orders.orderNumber,
      method: payments.method,
      tip: keptTip,
      at: payments.createdAt,
      waiterId: waiter.id,
      waiterName: waiter.name,
      cashierId: cashier.id,
      cashierName: cashier.name,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(tables, eq(tables.id, orders.tableId))
    .leftJoin(waiter, eq(waiter.id, orders.placedByStaffId))
    .leftJoin(cashier, eq(cashier.id, payments.recordedByStaffId))
    .where(
      and(
        eq(payments.businessId, businessId),
        gt(keptTip, 0),
        gte(payments.createdAt, start),
        lt(payments.createdAt, end),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const tipped = rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    table: row.table,
    orderNumber: row.orderNumber,
    method: row.method,
    tip: row.tip,
    at: row.at.toISOString(),
    servedBy: row.waiterId
      ? { id: row.waiterId, name: row.waiterName ?? '' }
      : row.cashierId
        ? { id: row.cashierId, name: row.cashierName ?? '' }
        : null,
  }));
  const staff = await db
    .select({
      id: staffAccounts.id,
      name: staffAccounts.name,
      role: staffAccounts.role,
      active: staffAccounts.active,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.businessId, businessId))
    .orderBy(asc(staffAccounts.name));
  const servedIds = new Set(tipped.map((p) => p.servedBy?.id));
  const crew = staff.filter((s) => s.active || servedIds.has(s.id) || (hours[s.id] ?? 0) > 0);
  const people = crew.map((s) => {
    const minutes = hours[s.id] ?? 0;
    return {
      id: s.id,
      name: s.name,
      role: s.role,
      minutes,
      points: minutes > 0 ? settings.points[s.role] : 0,
    };
  });
  const result = distributeTips({
    tips: tipped.map((p) => ({ amount: p.tip, servedBy: p.servedBy?.id ?? null })),
    rule: settings.rule,
    people,
  });
  const methods = new Map<string, { payments: number; tips: number }>();
  for (const p of tipped) {
    const entry = methods.get(p.method) ?? { payments: 0, tips: 0 };
    methods.set(p.method, { payments: entry.payments + 1, tips: entry.tips + p.tip });
  }
  const [business] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return {
    day,
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
    business: business?.name ?? '',
    rule: settings.rule,
    total: result.total,
    byMethod: [...methods].map(([method, sums]) => ({ method, ...sums })),
    payments: tipped,
    people: people.map((p, i) => ({
      ...p,
      served: tipped.filter((t) => t.servedBy?.id === p.id).reduce((a, t) => a + t.tip, 0),
      amount: result.shares[i]!.amount,
    })),
    undistributed: result.undistributed,
  };
}
