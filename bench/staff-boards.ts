/**
 * Staff boards under load (issue 16, done when): 1,000 diner sockets connected to one node, 20
 * staff boards (staff sockets in the business's room), and diners placing orders over HTTP
 * (POST /api/orders, with the table's access token). Each sample is the time from sending the
 * order to one board's `order:created`: p50/p95/p99 over every board and order (goal: p99 ≤
 * 100 ms). The boards and diners live in this one process, like in realtime-latency.ts.
 *
 * Run alone with `npm run bench:boards`; `npm run bench` runs it after the HTTP figures.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { createDb } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { products, tables } from '../apps/server/src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../apps/server/src/db/seed/demo-ids.ts';
import { SERVER_ENTRY, SERVER_READY, startProcess } from './processes.ts';
import { connectDiners, placeDinerOrder, seedDiners } from './realtime-diners.ts';
import { summarize, type LatencyFigures } from './realtime-measure.ts';

const DINERS = Number(process.env.BENCH_DINERS ?? 1000);
const BOARDS = Number(process.env.BENCH_BOARDS ?? 20);
const ORDERS = Number(process.env.BENCH_BOARD_ORDERS ?? 40);

export type BoardFigures = LatencyFigures & { diners: number; boards: number; orders: number };

export async function openBoards(url: string, token: string, count: number): Promise<Socket[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const socket = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token, userType: 'staff', appType: 'staff' },
        forceNew: true,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    }),
  );
}

/**
 * Sends `orders` orders one after another (after one more that warms the sockets, counted
 * nowhere; `warmed` runs after it) and times each from the send to `order:created` at every
 * board; a board that has not heard in 10 s counts as missed.
 */
export async function timeOrdersAtBoards({
  boards,
  orders,
  send,
  warmed,
}: {
  boards: Socket[];
  orders: number;
  send: (round: number) => Promise<Response>;
  warmed?: () => void;
}): Promise<LatencyFigures> {
  const raw = {
    samples: [] as number[],
    patches: [] as number[],
    firsts: [] as number[],
    missed: 0,
  };
  let current: { t0: number; seen: number[]; done: () => void } | undefined;
  for (const board of boards) {
    board.on('order:created', () => {
      if (!current) return;
      current.seen.push(performance.now() - current.t0);
      if (current.seen.length === boards.length) current.done();
    });
  }
  for (let round = 0; round <= orders; round++) {
    const seen: number[] = [];
    const t0 = performance.now();
    const all = new Promise<void>((resolve) => (current = { t0, seen, done: resolve }));
    const res = await send(round);
    if (res.status !== 201)
      throw new Error(`bench: order answered ${res.status}: ${await res.text()}`);
    const answered = performance.now() - t0;
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    current = undefined;
    if (round === 0) warmed?.();
    else {
      raw.samples.push(...seen);
      raw.patches.push(answered);
      if (seen.length > 0) raw.firsts.push(Math.min(...seen));
      raw.missed += boards.length - seen.length;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return summarize(raw);
}

export async function measureStaffBoards(): Promise<BoardFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'masa-bench-boards-'));
  const database = await startEmbeddedPostgres({
    dataDir: dir,
    log: { info: () => {}, warn: console.warn },
  });
  const secret = randomBytes(32).toString('base64url');
  const env = { DATABASE_URL: database.url, JWT_SECRET: secret, DATA_DIR: dir };
  let server: { stop: () => Promise<void>; port: number } | undefined;
  const sockets: Socket[] = [];
  try {
    server = await startProcess(SERVER_ENTRY, env, SERVER_READY);
    const url = `http://127.0.0.1:${server.port}`;
    const businessId = DEMO_BUSINESS_IDS.bogaz;
    const tableId = DEMO_TABLE_IDS.bogaz[0]!;
    const { diners, staffToken } = await seedDiners({
      url: database.url,
      secret,
      count: DINERS,
      businessId,
      tableId,
    });
    const db = createDb(database.url, { max: 1 });
    const [table] = await db.select().from(tables).where(eq(tables.id, tableId));
    const [product] = await db.select().from(products).where(eq(products.name, 'Çay'));
    await db.$client.end();
    if (!table || !product) throw new Error('bench: demo table or Çay missing');

    sockets.push(...(await connectDiners(diners, [url], tableId)));
    const boards = await openBoards(url, staffToken, BOARDS);
    sockets.push(...boards);

    const figures = await timeOrdersAtBoards({
      boards,
      orders: ORDERS,
      send: (round) =>
        placeDinerOrder({
          url,
          token: diners[round % diners.length]!.token,
          table,
          businessId,
          productId: product.id,
        }),
    });
    return { ...figures, diners: DINERS, boards: BOARDS, orders: ORDERS };
  } finally {
    sockets.forEach((socket) => socket.close());
    await server?.stop();
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printStaffBoards(f: BoardFigures): void {
  const ms = (v: number) => Number(v.toFixed(1));
  console.log(
    `\nStaff boards: ${f.diners} diner sockets and ${f.boards} staff boards on one node, a diner's POST /api/orders → order:created at every board, ${f.orders} orders\n`,
  );
  console.table([
    {
      'p50 ms': ms(f.p50),
      'p95 ms': ms(f.p95),
      'p99 ms': ms(f.p99),
      'order answered, p50 ms': ms(f.patchP50),
      'first board, p50 ms': ms(f.firstP50),
      samples: f.samples,
      missed: f.missed,
    },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printStaffBoards(await measureStaffBoards());
}
