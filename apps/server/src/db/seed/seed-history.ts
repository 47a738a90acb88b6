import { asc, eq, max, min } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../client.ts';
import { businessDays, orders, payments } from '../schema/index.ts';
import { daysSettledBy, keepDayFigures } from '../../domain/reports/keep-day-figures.ts';
import { keepPaymentFigures } from '../../domain/reports/keep-payment-figures.ts';
import { loadPeriodBills } from '../../domain/reports/load-period-bills.ts';

/**
 * A busy venue's past, written by PostgreSQL itself (generate_series, one transaction), for the
 * bench's year of data and the plan tests (issue 37 §6, docs/decisions/104-a-year-of-data-seeded-and-measured.md):
 * `orders` orders over the last `days` days, twelve open hours a day ending at the current time
 * of day, each with `linesPerOrder` lines of the business's own products, paid in one payment
 * (its payment lines, a tip on every fourth) 40 minutes after it was placed; the last 40
 * minutes' orders are still open on the board. Every past day is a closed business day whose Z
 * summary is added up in SQL from the same payments; today is open. Each payment's figures are
 * then kept as recording it keeps them (keepPaymentFigures, ADR 118), and the sales figures of
 * the days those closes settled as a close keeps them (keepDayFigures, ADR 113), so the
 * year's report reads what it would read in a restaurant. Nothing goes through the API;
 * seeding times are in docs/performance.md.
 */
export type HistorySize = { orders: number; days: number; linesPerOrder: number };

/** Ids of the seeded rows: a letter per table and the row's number, never a newId() (ADR 104). */
const id = (letter: string, n: string) => `'${letter}' || lpad(to_hex(${n}), 23, '0')`;

export async function seedHistory(db: Db, businessId: string, size: HistorySize): Promise<void> {
  const client = await db.$client.connect();
  try {
    await seedRows(client, businessId, size);
  } finally {
    client.release();
  }
  await keepHistoryPaymentFigures(db, businessId);
  // The closes' periods follow one another: together they run from the first opening to the
  // last close, and settle the days over by then.
  const [closes] = await db
    .select({ start: min(businessDays.openedAt), end: max(businessDays.closedAt) })
    .from(businessDays)
    .where(eq(businessDays.businessId, businessId));
  if (closes?.start && closes.end) {
    const period = { start: closes.start, end: closes.end };
    await keepDayFigures({ db, businessId, dates: daysSettledBy(period) });
  }
}

/** Orders whose bills are priced at a time: a few megabytes of rows, a second of pricing. */
const ORDERS_PER_ROUND = 2_000;

/**
 * Every paid order's payments get their figures as recordPayment keeps them (ADR 118): priced
 * by the one bill model, a round of orders at a time, so the seed is what a restaurant's
 * server would have written.
 */
async function keepHistoryPaymentFigures(db: Db, businessId: string): Promise<void> {
  const paid = await db
    .selectDistinct({ orderId: orders.id, taxIncludedInPrice: orders.taxIncludedInPrice })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.businessId, businessId))
    .orderBy(asc(orders.id));
  for (let at = 0; at < paid.length; at += ORDERS_PER_ROUND) {
    const rows = paid.slice(at, at + ORDERS_PER_ROUND);
    await keepPaymentFigures({ db, ...(await loadPeriodBills({ db, rows })) });
  }
}

/** The rows of the history, in one transaction. */
async function seedRows(
  client: pg.ClientBase,
  businessId: string,
  { orders, days, linesPerOrder }: HistorySize,
): Promise<void> {
  await client.query('begin');
  try {
    await client.query(`set local synchronous_commit = off`);
    // The venue's products and tables, numbered, and who took the payments.
    await client.query(
      `create temp table history_products on commit drop as
         select id, name, name_en, price, vat_rate, row_number() over (order by id) - 1 as n
         from products where business_id = $1 and price > 0`,
      [businessId],
    );
    await client.query(
      `create temp table history_tables on commit drop as
         select id, row_number() over (order by id) - 1 as n
         from tables where business_id = $1 and active`,
      [businessId],
    );
    // g = 1 is the oldest order; placed_at spreads them over `days` twelve-hour evenings.
    await client.query(
      `create temp table history_orders on commit drop as
         select g, placed_at, placed_at + interval '40 minutes' <= now() as paid
         from generate_series(1, $1::int) g,
         lateral (select ($1::int - g)::float8 * $2::int * 43200 / $1::int as back) b,
         lateral (select now() - make_interval(days => floor(back / 43200)::int,
                                               secs => back - floor(back / 43200) * 43200) as placed_at) p`,
      [orders, days],
    );
    await client.query(
      `create temp table history_lines on commit drop as
         select o.g, i, o.placed_at, o.paid, p.id as product_id, p.name, p.name_en, p.price, p.vat_rate,
                1 + ((o.g + i) % 3 = 0)::int as quantity
         from history_orders o
         cross join generate_series(1, $1::int) i
         cross join (select count(*) as n from history_products) c
         join history_products p on p.n = (o.g * 7 + i * 13) % c.n`,
      [linesPerOrder],
    );
    // The numbers come from the business's own sequence (migration 0003), as a placed order's do.
    const sequence = 'quote_ident(order_number_sequence($1))::regclass';
    const base = await client.query<{ n: number }>(
      `select setval(${sequence}, greatest(nextval(${sequence}), max(order_number) + 1) + $2 - 1) - $2 as n
       from orders where business_id = $1`,
      [businessId, orders],
    );
    await client.query(
      `insert into orders (id, order_number, business_id, table_id, customer_name, person_count,
         status, payment_status, is_paid, paid_at, subtotal, vat_amount, total, tip,
         confirmed_at, received_at, ready_at, delivered_at, created_at, updated_at)
       select ${id('a', 'o.g')}, $2::int + o.g, $1, t.id, 'Misafir', 2,
         case when o.paid then 'completed' else 'preparing' end,
         case when o.paid then 'paid' else 'unpaid' end, o.paid,
         case when o.paid then o.placed_at + interval '40 minutes' end,
         s.total, s.vat, s.total, case when o.paid and o.g % 4 = 0 then s.total / 10 else 0 end,
         o.placed_at, o.placed_at + interval '1 minute', o.placed_at + interval '14 minutes',
         case when o.paid then o.placed_at + interval '18 minutes' end,
         o.placed_at, o.placed_at
       from history_orders o
       join (select g, sum(price * quantity)::int as total,
                    sum(round(price * quantity * vat_rate / (100.0 + vat_rate)))::int as vat
             from history_lines group by g) s on s.g = o.g
       join history_tables t on t.n = o.g % (select count(*) from history_tables)
       order by o.g`,
      [businessId, base.rows[0]!.n],
    );
    await client.query(
      `insert into order_items (id, order_id, product_id, name, name_en, unit_price, original_price,
         quantity, status, vat_rate, is_paid, paid_quantity, paid_at, payment_method, line_total,
         vat_amount, created_at, updated_at)
       select ${id('b', `(l.g * $1::int + l.i)`)}, ${id('a', 'l.g')}, l.product_id, l.name,
         coalesce(l.name_en, ''), l.price, l.price, l.quantity,
         case when l.paid then 'delivered' else 'preparing' end, l.vat_rate, l.paid,
         case when l.paid then l.quantity else 0 end,
         case when l.paid then l.placed_at + interval '40 minutes' end,
         case when not l.paid then null when l.g % 3 = 0 then 'cash' else 'credit_card' end,
         l.price * l.quantity, round(l.price * l.quantity * l.vat_rate / (100.0 + l.vat_rate)),
         l.placed_at, l.placed_at + interval '18 minutes'
       from history_lines l
       order by l.g, l.i`,
      [linesPerOrder],
    );
    await client.query(
      `insert into payments (id, order_id, business_id, amount, tip_amount, method, recorded_by_staff_id, created_at)
       select ${id('c', 'h.g')}, o.id, $1, o.total, o.tip,
         case when h.g % 3 = 0 then 'cash' else 'credit_card' end,
         (select id from staff_accounts where business_id = $1 order by created_at limit 1),
         o.paid_at
       from history_orders h join orders o on o.id = ${id('a', 'h.g')}
       where h.paid
       order by h.g`,
      [businessId],
    );
    await client.query(
      `insert into payment_lines (payment_id, order_item_id, quantity)
       select ${id('c', 'l.g')}, ${id('b', `(l.g * $1::int + l.i)`)}, l.quantity
       from history_lines l where l.paid
       order by l.g, l.i`,
      [linesPerOrder],
    );
    // The day summaries below read what was just written: planned on the statistics of empty
    // tables, each day would scan every payment (ANALYZE runs inside a transaction).
    await client.query('analyze orders, order_items, payments, payment_lines');
    await seedBusinessDays(client, businessId, days);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  // A venue's history is old: autovacuum has long marked its pages all-visible. Vacuum it now,
  // so the plans read on it are a steady venue's, not whether autovacuum came round yet (the
  // plan tests read pages touched: a heap fetch per row before the vacuum, none after).
  await client.query(
    'vacuum (analyze) orders, order_items, payments, payment_lines, payment_figures, business_days',
  );
}

/**
 * One business day per evening: opened 13 hours before the evening's last order, closed an hour
 * after it with the cash counted as expected; today's stays open. The Z summary is what the
 * day's payments add up to (the seed has no discounts, refunds, voids or service charges).
 */
async function seedBusinessDays(client: pg.ClientBase, businessId: string, days: number) {
  const { rows } = await client.query(`select 1 from business_days where business_id = $1`, [
    businessId,
  ]);
  if (rows.length > 0) throw new Error('seedHistory: the business has business days already');
  await client.query(
    `insert into business_days (id, business_id, opened_at, opening_float, closed_at,
       counted_cash, expected_cash, over_short, summary)
     select ${id('d', 'k')}, $1, now() - make_interval(days => k, hours => 13), 50000,
       case when k > 0 then now() - make_interval(days => k) + interval '1 hour' end,
       case when k > 0 then 50000 + z.cash end, case when k > 0 then 50000 + z.cash end,
       case when k > 0 then 0 end,
       case when k > 0 then jsonb_build_object(
         'payments', z.payments, 'gross', z.gross, 'net', z.gross - z.vat_total,
         'refunds', jsonb_build_object('count', 0, 'amount', 0, 'tips', 0, 'byMethod', '[]'::jsonb),
         'vat', z.vat, 'vatTotal', z.vat_total, 'tips', z.tips, 'serviceCharges', 0,
         'byMethod', z.by_method, 'byStaff', z.by_staff, 'discounts', 0,
         'ikram', jsonb_build_object('lines', 0, 'amount', 0),
         'voids', jsonb_build_object('notMade', jsonb_build_object('lines', 0, 'amount', 0),
                                     'wasted', jsonb_build_object('lines', 0, 'amount', 0)),
         'walkOuts', jsonb_build_object('orders', 0, 'amount', 0),
         'openAccounts', jsonb_build_object('orders', 0, 'amount', 0),
         'cash', jsonb_build_object('openingFloat', 50000, 'cashPayments', z.cash - z.cash_tips,
           'cashTips', z.cash_tips, 'cashRefunds', 0, 'expected', 50000 + z.cash,
           'counted', 50000 + z.cash, 'overShort', 0)) end
     from generate_series(0, $2::int - 1) k,
     lateral (
       select count(*)::int as payments, coalesce(sum(p.amount), 0)::int as gross,
         coalesce(sum(p.tip_amount), 0)::int as tips,
         coalesce(sum(p.amount + p.tip_amount) filter (where p.method = 'cash'), 0)::int as cash,
         coalesce(sum(p.tip_amount) filter (where p.method = 'cash'), 0)::int as cash_tips,
         (select coalesce(sum(o.vat_amount), 0)::int from orders o where o.id = any(array_agg(p.order_id))) as vat_total,
         (select coalesce(jsonb_agg(jsonb_build_object('rate', r.rate, 'net', r.base - r.vat, 'amount', r.vat) order by r.rate), '[]')
            from (select i.vat_rate as rate, sum(i.line_total)::int as base, sum(i.vat_amount)::int as vat
                  from order_items i where i.order_id = any(array_agg(p.order_id)) group by i.vat_rate) r) as vat,
         (select coalesce(jsonb_agg(jsonb_build_object('method', m.method, 'amount', m.amount, 'tips', m.tips, 'count', m.count) order by m.amount desc), '[]')
            from (select q.method, sum(q.amount)::int as amount, sum(q.tip_amount)::int as tips, count(*)::int as count
                  from payments q where q.id = any(array_agg(p.id)) group by q.method) m) as by_method,
         (select coalesce(jsonb_agg(jsonb_build_object('staffId', s.id, 'name', s.name,
                   'payments', count(p.id), 'amount', sum(p.amount), 'tips', sum(p.tip_amount))), '[]')
            from staff_accounts s where s.id = min(p.recorded_by_staff_id)) as by_staff
       from payments p join orders o on o.id = p.order_id
       where o.business_id = $1
         and p.created_at >= now() - make_interval(days => k, hours => 13)
         and p.created_at < now() - make_interval(days => k) + interval '1 hour'
     ) z`,
    [businessId, days],
  );
}
