/**
 * A year of data (issue 37 §6, docs/decisions/104-a-year-of-data-seeded-and-measured.md): one busy
 * venue's year seeded in SQL (apps/server/src/db/seed/seed-history.ts), then the reads a
 * restaurant makes on it measured through the real server: a diner's order, the staff board,
 * the open day's Z summary (the day report) and the sales report over the year. Each is asked
 * one after another (no concurrency: this is the cost of one read on a big history), p50/p99.
 * Goals (issue 37 §7): year report ≤ 1 s, day report ≤ 50 ms.
 *
 * `BENCH_ONLY=year npm run bench` runs it; BENCH_YEAR_ORDERS / BENCH_YEAR_DAYS size the history.
 */
import http from 'node:http';
import { getWallTime } from '@masa/core/time/zoned-time';
import { and, eq, sql } from 'drizzle-orm';
import { products, staffAccounts, tables } from '../apps/server/src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../apps/server/src/db/seed/demo-ids.ts';
import { seedHistory } from '../apps/server/src/db/seed/seed-history.ts';
import { signAccessToken } from '../apps/server/src/lib/access-token.ts';
import { startBenchDatabase } from './bench-database.ts';
import { benchPort, SERVER_ENTRY, SERVER_READY, startProcess } from './processes.ts';
import { placeDinerOrder, seedDiners } from './realtime-diners.ts';
import { percentile } from './realtime-measure.ts';

const ORDERS = Number(process.env.BENCH_YEAR_ORDERS ?? 400_000);
const DAYS = Number(process.env.BENCH_YEAR_DAYS ?? 365);
const LINES_PER_ORDER = 5;
/** Requests per read; the year report takes far longer, so fewer of it (BENCH_YEAR_REPORTS). */
const ROUNDS = 50;
const YEAR_ROUNDS = Number(process.env.BENCH_YEAR_REPORTS ?? 3);

export type Timing = { p50: number; p99: number; samples: number };
export type YearFigures = {
  orders: number;
  lines: number;
  seedSeconds: number;
  orderPost: Timing;
  board: Timing;
  dayReport: Timing;
  keptDay: Timing;
  liveDay: Timing;
  todayDay: Timing;
  yearReport: Timing;
  todayPriced: Timing;
};

/** The business's calendar day of an instant, as the report's `from` and `to` name it. */
const localDate = (instant: Date) => {
  const { year, month, day } = getWallTime(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** A GET that may take minutes: fetch gives up on an answer's headers after 300 s. */
function slowGet(url: string, headers: Record<string, string>): Promise<Response> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode })),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function time(
  what: string,
  rounds: number,
  request: (round: number) => Promise<Response>,
  { warmUp = true } = {},
) {
  const samples: number[] = [];
  // One unmeasured request first: the server's code is compiled and its caches warm.
  for (let round = warmUp ? -1 : 0; round < rounds; round++) {
    const t0 = performance.now();
    const res = await request(round);
    if (!res.ok) throw new Error(`bench year: ${what} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    if (round >= 0) samples.push(performance.now() - t0);
  }
  const timing = { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), samples: rounds };
  // Said at once: the year report that follows may take minutes.
  console.log(
    `bench year: ${what}: p50 ${timing.p50.toFixed(1)} ms, p99 ${timing.p99.toFixed(1)} ms`,
  );
  return timing;
}

export async function measureYearOfData(): Promise<YearFigures> {
  const bench = await startBenchDatabase('year');
  let server: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    // The server migrates and seeds the demo businesses; the year goes into one of them.
    server = await startProcess(SERVER_ENTRY, { ...bench.env, ...benchPort() }, SERVER_READY);
    const businessId = DEMO_BUSINESS_IDS.bogaz;
    const tableId = DEMO_TABLE_IDS.bogaz[1]!;
    // The diners first: their orders take numbers the history's then follow.
    const { diners } = await seedDiners({
      url: bench.url,
      secret: bench.secret,
      count: ROUNDS + 1,
      businessId,
      tableId,
    });
    console.log(`bench year: seeding ${ORDERS} orders over ${DAYS} days…`);
    const t0 = performance.now();
    await seedHistory(bench.db, businessId, {
      orders: ORDERS,
      days: DAYS,
      linesPerOrder: LINES_PER_ORDER,
    });
    const seedSeconds = (performance.now() - t0) / 1000;
    console.log(`bench year: seeded in ${seedSeconds.toFixed(1)} s; measuring the reads…`);

    const url = `http://127.0.0.1:${server.port}`;
    const [owner] = await bench.db
      .select()
      .from(staffAccounts)
      .where(and(eq(staffAccounts.businessId, businessId), eq(staffAccounts.role, 'owner')));
    const [table] = await bench.db.select().from(tables).where(eq(tables.id, tableId));
    const [cay] = await bench.db.select().from(products).where(eq(products.name, 'Çay'));
    if (!owner || !table || !cay) throw new Error('bench year: demo owner, table or Çay missing');
    const staff = {
      authorization: `Bearer ${await signAccessToken(
        { kind: 'staff', staffId: owner.id, businessId, role: owner.role },
        { secret: bench.secret, ttlSeconds: 3600, now: new Date() },
      )}`,
    };
    const orderPost = await time('POST /api/orders', ROUNDS, (round) =>
      placeDinerOrder({
        url,
        token: diners[round + 1]!.token,
        table,
        businessId,
        productId: cay.id,
      }),
    );
    const board = await time('GET /api/staff/orders?active=true', ROUNDS, () =>
      fetch(`${url}/api/staff/orders?active=true`, { headers: staff }),
    );
    const dayReport = await time('GET /api/staff/days/current', ROUNDS, () =>
      fetch(`${url}/api/staff/days/current`, { headers: staff }),
    );
    const now = new Date();
    const daySales = (daysBack: number) => {
      const day = localDate(new Date(now.getTime() - daysBack * 86_400_000));
      return () =>
        fetch(`${url}/api/staff/reports/summary?from=${day}&to=${day}`, { headers: staff });
    };
    // Two days back was settled by a close and kept (ADR 113); yesterday is computed on every
    // read until today's close settles it (it ended after yesterday's close).
    const keptDay = await time('GET /api/staff/reports/summary (a kept day)', ROUNDS, daySales(2));
    const liveDay = await time(
      'GET /api/staff/reports/summary (yesterday, computed)',
      ROUNDS,
      daySales(1),
    );
    const todayDay = await time(
      'GET /api/staff/reports/summary (today, computed)',
      ROUNDS,
      daySales(0),
    );
    const from = localDate(new Date(now.getTime() - (DAYS - 1) * 86_400_000));
    // Not warmed: the day report ran the same code just before.
    const yearReport = await time(
      'GET /api/staff/reports/summary (a year)',
      YEAR_ROUNDS,
      () => slowGet(`${url}/api/staff/reports/summary?from=${from}&to=${localDate(now)}`, staff),
      { warmUp: false },
    );
    // The same day priced over its bills, as before ADR 118 and as for payments recorded before
    // migration 0037: its payments' kept figures removed (last: the year report read them).
    await bench.db.execute(sql`
      delete from payment_figures where payment_id in (
        select p.id from payments p join orders o on o.id = p.order_id
        where o.business_id = ${businessId} and p.created_at >= now() - interval '1 day')`);
    const todayPriced = await time(
      'GET /api/staff/reports/summary (today, priced over its bills)',
      ROUNDS,
      daySales(0),
    );
    return {
      orders: ORDERS,
      lines: ORDERS * LINES_PER_ORDER,
      seedSeconds,
      orderPost,
      board,
      dayReport,
      keptDay,
      liveDay,
      todayDay,
      yearReport,
      todayPriced,
    };
  } finally {
    await server?.stop();
    await bench.close();
  }
}

export function printYearOfData(f: YearFigures): string[] {
  const ms = (v: number) => Number(v.toFixed(1));
  return [
    `A year of data: ${f.orders.toLocaleString('en')} orders, ${f.lines.toLocaleString('en')} lines, payments and business days seeded in SQL in ${f.seedSeconds.toFixed(1)} s; one request at a time`,
    ...(
      [
        ['POST /api/orders (a diner)', f.orderPost],
        ['GET /api/staff/orders?active=true (the board)', f.board],
        ['GET /api/staff/days/current (day report, goal ≤ 50 ms)', f.dayReport],
        ['GET /api/staff/reports/summary, a kept day (goal ≤ 50 ms)', f.keptDay],
        ['GET /api/staff/reports/summary, yesterday computed (goal ≤ 50 ms)', f.liveDay],
        ['GET /api/staff/reports/summary, today computed (goal ≤ 50 ms)', f.todayDay],
        ['GET /api/staff/reports/summary, a year (goal ≤ 1 s)', f.yearReport],
        [
          'GET /api/staff/reports/summary, today priced over its bills (before ADR 118)',
          f.todayPriced,
        ],
      ] as const
    ).map(
      ([name, t]) => `  ${name}: p50 ${ms(t.p50)} ms, p99 ${ms(t.p99)} ms (${t.samples} requests)`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(printYearOfData(await measureYearOfData()).join('\n'));
}
