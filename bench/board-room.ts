/**
 * What the staff-boards and waiter-orders benches share (issue 16, 31): their room of diners and
 * boards on a server of their own, the timing of an order at every board, the columns they print.
 */
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { products, tables } from '../apps/server/src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../apps/server/src/db/seed/demo-ids.ts';
import { startBenchDatabase } from './bench-database.ts';
import { benchPort, SERVER_ENTRY, SERVER_READY, startProcess, type Started } from './processes.ts';
import { connectDiners, seedDiners, type Diner } from './realtime-diners.ts';
import { summarize, type LatencyFigures } from './realtime-measure.ts';

/** `count` staff boards: staff sockets of the token's business, each in the business's room. */
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

/** What a boards bench orders on: Boğaziçi's first table, its Çay, its diners and its boards. */
export type BoardRoom = {
  url: string;
  server: Started;
  businessId: string;
  table: typeof tables.$inferSelect;
  tea: typeof products.$inferSelect;
  diners: Diner[];
  staffToken: string;
  boards: Socket[];
};

/**
 * The room the staff-boards and waiter-orders benches share: a fresh PostgreSQL and server of
 * their own (on BENCH_PG_PORT and BENCH_PORT_BASE when set), `diners` diners seeded at the table
 * with their sockets connected and `boards` staff boards open, for `measure`; everything is
 * closed and removed after it, whatever it answered.
 */
export async function inBoardRoom<T>(
  name: string,
  { diners: dinerCount, boards: boardCount }: { diners: number; boards: number },
  measure: (room: BoardRoom) => Promise<T>,
): Promise<T> {
  const bench = await startBenchDatabase(name);
  let server: Started | undefined;
  const sockets: Socket[] = [];
  try {
    const env = { ...bench.env, NODE_ENV: 'production', ...benchPort() };
    server = await startProcess(SERVER_ENTRY, env, SERVER_READY);
    const url = `http://127.0.0.1:${server.port}`;
    const businessId = DEMO_BUSINESS_IDS.bogaz;
    const tableId = DEMO_TABLE_IDS.bogaz[0]!;
    const { diners, staffToken } = await seedDiners({
      url: bench.url,
      secret: bench.secret,
      count: dinerCount,
      businessId,
      tableId,
    });
    const [table] = await bench.db.select().from(tables).where(eq(tables.id, tableId));
    const [tea] = await bench.db.select().from(products).where(eq(products.name, 'Çay'));
    if (!table || !tea) throw new Error('bench: demo table or Çay missing');

    sockets.push(...(await connectDiners(diners, [url], tableId)));
    const boards = await openBoards(url, staffToken, boardCount);
    sockets.push(...boards);
    return await measure({ url, server, businessId, table, tea, diners, staffToken, boards });
  } finally {
    sockets.forEach((socket) => socket.close());
    await server?.stop();
    await bench.close();
  }
}

/** The latency columns both boards benches print, in their order. */
export function boardLatencyColumns(f: LatencyFigures) {
  const ms = (v: number) => Number(v.toFixed(1));
  return {
    'p50 ms': ms(f.p50),
    'p95 ms': ms(f.p95),
    'p99 ms': ms(f.p99),
    'order answered, p50 ms': ms(f.patchP50),
    'first board, p50 ms': ms(f.firstP50),
  };
}
