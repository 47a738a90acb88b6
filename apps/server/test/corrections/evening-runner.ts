import type { Bill } from '@masa/core/bill/bill';
import type { LightMyRequestResponse } from 'fastify';
import { and, asc, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { orders } from '../../src/db/schema/index.ts';
import { UNSERVED_STATUSES } from '@masa/core/orders/order-status';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import type { Headers } from '../bill/bill-fixture.ts';
import type { createReportApp } from '../reports/report-fixture.ts';
import { unitsByShares, type Step } from './evening-steps.ts';

type ReportApp = Awaited<ReturnType<typeof createReportApp>>;
type Res = LightMyRequestResponse;

/** Boğaziçi's first four tables, where the evenings happen. */
export const TABLES = DEMO_TABLE_IDS.bogaz.slice(0, 4) as string[];
const DISHES = ['Humus', 'Ayran', 'Soda', 'Künefe', 'Sigara Böreği'];

/**
 * Runs one drawn step through the real API as the restaurant would: a diner's phone or a
 * waiter orders, the owner corrects, moves and takes payments. Answers every response it got
 * (none when the step found nothing to act on) and the orders it named.
 */
export function eveningRunner(ctx: ReportApp, since: Date) {
  const { app, db } = ctx;
  const phones = new Map<string, Headers>();
  const bills = new Map<string, Bill>();
  let owner: Headers = {};
  let waiter: Headers = {};
  let diner: Headers = {};

  const setUp = async () => {
    owner = await ctx.asRole('bogaz', 'owner');
    waiter = await ctx.asRole('bogaz', 'waiter');
    diner = (await ctx.newCustomer('Deniz')).headers;
  };
  const staff = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who = owner) =>
    app.inject({ method, url: `/api/staff${url}`, headers: who, ...(payload ? { payload } : {}) });
  const billOf = async (orderId: string) => {
    const bill = await ctx.billOf(orderId, 'bogaz');
    bills.set(orderId, bill);
    return bill;
  };
  const cached = async (orderId: string) => bills.get(orderId) ?? billOf(orderId);

  /** The orders at a table since the test began, oldest first. */
  const ordersAt = async (tableId: string) =>
    (
      await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.tableId, tableId), gte(orders.createdAt, since)))
        .orderBy(asc(orders.createdAt), asc(orders.id))
    ).map((row) => row.id);
  /** Orders still asking for money at these tables (all the evening's by default). */
  const openOrders = async (at: readonly string[] = TABLES) =>
    (
      await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(orders.tableId, [...at]),
            eq(orders.isPaid, false),
            eq(orders.isCancelled, false),
            isNull(orders.walkedOutAt),
            isNull(orders.openAccountId),
          ),
        )
    ).map((row) => row.id);
  /**
   * Bills closed as a walk-out or put on an open account at these tables (ADR 076), each with
   * whether it walked out: a walk-out is frozen, an open account is only settled by payments.
   */
  const closedOrders = async (at: readonly string[]) =>
    (
      await db
        .select({ id: orders.id, walkedOutAt: orders.walkedOutAt })
        .from(orders)
        .where(
          and(
            inArray(orders.tableId, [...at]),
            gte(orders.createdAt, since),
            or(isNotNull(orders.walkedOutAt), isNotNull(orders.openAccountId)),
          ),
        )
    ).map((row) => ({ id: row.id, walkedOut: row.walkedOutAt !== null }));
  /**
   * An order still open at the table; with none, one in three draws take a closed one (a
   * refusal to check) and the rest find nothing to act on.
   */
  const orderAt = async (table: number, index: number) => {
    const all = await ordersAt(TABLES[table]!);
    const open = new Set(await openOrders([TABLES[table]!]));
    const pool = all.some((id) => open.has(id))
      ? all.filter((id) => open.has(id))
      : index % 3 === 0
        ? all
        : [];
    return pool.length ? pool[index % pool.length]! : null;
  };
  const products = async (items: { dish: number; quantity: number }[]) =>
    Promise.all(
      items.map(async ({ dish, quantity }) => ({
        productId: (await ctx.product('bogaz', DISHES[dish]!)).id,
        quantity,
      })),
    );
  const tableLeft = async (tableId: string) => {
    const open = new Set(await openOrders([tableId]));
    let left = 0;
    for (const id of await ordersAt(tableId)) if (open.has(id)) left += (await billOf(id)).left;
    return left;
  };

  /**
   * The kitchen receives and makes, the waiter serves every order at the table not served yet,
   * paid ones too (a diner may pay before the dishes come).
   */
  const serve = async (tableId: string) => {
    const responses: Res[] = [];
    const waiting = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.tableId, tableId),
          eq(orders.isCancelled, false),
          inArray(orders.status, [...UNSERVED_STATUSES]),
        ),
      );
    for (const { id } of waiting)
      for (const status of ['received', 'preparing', 'ready', 'delivered'])
        responses.push(await staff('PATCH', `/orders/${id}/status`, { status }));
    return responses;
  };

  async function run(s: Step): Promise<{ responses: Res[]; named: string[] }> {
    const tableId = TABLES[s.table]!;
    const one = (res: Res, named: string[] = []) => ({ responses: [res], named });
    switch (s.op) {
      case 'dinerOrder': {
        const join = await ctx.app.inject({
          method: 'POST',
          url: '/api/tables/sessions/join',
          headers: { ...diner, ...(await ctx.atTable(tableId)) },
          payload: { tableId, businessId: DEMO_BUSINESS_IDS.bogaz },
        });
        if (join.statusCode !== 201) return one(join);
        const phone = { ...diner, 'x-table-session-key': join.json().data.key as string };
        const res = await app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: phone,
          payload: {
            businessId: DEMO_BUSINESS_IDS.bogaz,
            tableId,
            personCount: 2,
            items: await products(s.items),
          },
        });
        if (res.statusCode !== 201) return one(res);
        phones.set(res.json().data.id, phone);
        return one(res, [res.json().data.id]);
      }
      case 'waiterOrder': {
        const body = { personCount: 2, items: await products(s.items), holdCourses: [] };
        const res = await staff('POST', `/tables/${tableId}/orders`, body, waiter);
        const sent = res.statusCode === 201 ? (res.json().data.orders as { id: string }[]) : [];
        return one(
          res,
          sent.map((order) => order.id),
        );
      }
      case 'serve':
        return { responses: await serve(tableId), named: [] };
      case 'void':
      case 'ikram': {
        const orderId = await orderAt(s.table, s.order);
        if (!orderId) return { responses: [], named: [] };
        const lines = (await cached(orderId)).lines;
        const line = lines[s.line % lines.length];
        if (!line) return { responses: [], named: [] };
        const body = {
          ...(s.op === 'void' ? { kind: s.kind } : {}),
          quantity: 1 + (s.units % line.quantity),
          expectedQuantity: line.quantity,
          reason: s.op === 'void' ? 'Müşteri vazgeçti' : 'Müdavim',
        };
        return one(await staff('POST', `/orders/${orderId}/items/${line.id}/${s.op}`, body), [
          orderId,
        ]);
      }
      case 'discount': {
        const orderId = await orderAt(s.table, s.order);
        if (!orderId) return { responses: [], named: [] };
        const bill = await cached(orderId);
        const line = s.line === null ? null : (bill.lines[s.line % bill.lines.length]?.id ?? null);
        const value = s.kind === 'percent' ? s.percent : s.amount;
        const body = {
          lineId: line,
          kind: s.kind,
          value,
          reason: 'Personel',
          expectedTotal: bill.total,
        };
        return one(await staff('POST', `/orders/${orderId}/discounts`, body), [orderId]);
      }
      case 'moveTable':
        return one(await staff('POST', `/tables/${tableId}/move`, { toTableId: TABLES[s.to] }));
      case 'merge':
        return one(await staff('POST', `/tables/${tableId}/merge`, { intoTableId: TABLES[s.to] }));
      case 'moveLines': {
        const orderId = await orderAt(s.table, s.order);
        if (!orderId) return { responses: [], named: [] };
        const lines = (await cached(orderId)).lines;
        const line = lines[s.line % lines.length];
        if (!line) return { responses: [], named: [] };
        const moved = {
          itemId: line.id,
          quantity: 1 + (s.units % line.quantity),
          expectedQuantity: line.quantity,
        };
        const body = { toTableId: TABLES[s.to], lines: [moved] };
        return one(await staff('POST', `/orders/${orderId}/lines/move`, body), [orderId]);
      }
      case 'split': {
        const orderId = await orderAt(s.table, s.order);
        const phone = orderId ? phones.get(orderId) : undefined;
        if (!orderId || !phone) return { responses: [], named: [] };
        const chosen = unitsByShares(await cached(orderId), s.shares, 'availableQuantity');
        if (chosen.length === 0) return { responses: [], named: [] };
        const selectedItems = Object.fromEntries(chosen.map((u) => [u.itemId, u.quantity]));
        const body = { isSplitBill: true, paymentMethod: 'cash', tipPercentage: 0, selectedItems };
        const asked = await ctx.requestBill(orderId, phone, body);
        if (asked.statusCode !== 201) return one(asked, [orderId]);
        const id = asked.json().data.id as string;
        const approved = await staff('PATCH', `/split-requests/${id}`, { status: 'approved' });
        if (approved.statusCode !== 200) return { responses: [asked, approved], named: [orderId] };
        const paid = await staff('POST', `/orders/${orderId}/payments`, {
          method: s.method,
          splitBillRequestId: id,
        });
        return { responses: [asked, approved, paid], named: [orderId] };
      }
      case 'pay': {
        const orderId = await orderAt(s.table, s.order);
        if (!orderId) return { responses: [], named: [] };
        const bill = await cached(orderId);
        const body = s.shares
          ? {
              items: unitsByShares(bill, s.shares, 'dueQuantity'),
              charges: s.charges ? bill.charges.filter((c) => c.due).map((c) => c.id) : [],
            }
          : {};
        if (s.shares && body.items!.length === 0 && body.charges!.length === 0)
          return { responses: [], named: [] };
        const payload = { ...body, method: s.method, tip: s.tip };
        return one(await staff('POST', `/orders/${orderId}/payments`, payload), [orderId]);
      }
      case 'walkout':
      case 'openAccount': {
        const url = `/tables/${tableId}/${s.op === 'walkout' ? 'walkout' : 'open-account'}`;
        const extra =
          s.op === 'walkout' ? { reason: 'Ödemeden ayrıldı' } : { customerName: 'Ahmet Yılmaz' };
        const named = await ordersAt(tableId);
        // A party leaves after it was served: the table is served first.
        const served = s.served ? await serve(tableId) : [];
        if (served.some((res) => res.statusCode >= 500)) return { responses: served, named };
        return one(
          await staff('POST', url, { ...extra, expectedLeft: await tableLeft(tableId) }),
          named,
        );
      }
    }
  }

  return { setUp, run, serve, closedOrders, openOrders, billOf, cached, bills, staff };
}
