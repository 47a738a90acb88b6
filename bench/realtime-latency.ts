/**
 * Realtime fan-out latency (issue 6 "Speed", issue 22): 1,000 diner sockets (socket.io-client, websocket),
 * each a customer with an open order at one banquet table and joined to that table's room.
 * A staff member changes one order's status over HTTP (PATCH /api/staff/orders/{id}/status);
 * the server emits order:status:changed to the table room, so every diner receives it. Each
 * sample is the time from sending the PATCH to one diner's event. On one node (every socket on
 * node A), and on two nodes sharing the database (half the sockets on each, the PATCH sent to
 * node A, so half the events cross through @socket.io/postgres-adapter). The diners live in
 * this one process: the figures include the time it takes to read 1,000 frames in turn. Node A's
 * heap is read before and after its diners connect (bench/heap-probe.cjs), for heap per socket.
 *
 * Run alone with `npm run bench:realtime`; `npm run bench` runs it after the HTTP figures.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../apps/server/src/db/seed/demo-ids.ts';
import { HEAP_PROBE_ARGS, SERVER_ENTRY, SERVER_READY, heapKB, startProcess } from './processes.ts';
import { connectDiners, seedDiners } from './realtime-diners.ts';
import { emptyRaw, measureRounds, summarize, type LatencyFigures } from './realtime-measure.ts';

export const DINERS = Number(process.env.BENCH_DINERS ?? 1000);
/** Changes measured per configuration, in BLOCKS alternating blocks. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const BLOCKS = 3;

/**
 * Both configurations on the same two running nodes, in alternating blocks (one node, then two
 * nodes, three times over, the diners reconnected for each block), so a change in the machine's
 * load during the run weighs on both alike. Every change uses a fresh order. Servers and the
 * database are started and stopped here.
 */
export type RealtimeFigures = {
  one: LatencyFigures;
  two: LatencyFigures;
  /** Node A's heap growth per connected diner socket (median over the blocks), KB. */
  heapKBPerSocket: number;
  /**
   * CPU per event delivered on one node, µs: the server's to write it and the bench's diners'
   * (socket.io clients in this one process) to read it. One change reaches every diner, and the
   * two sides share the machine's two cores, so the busier side times the sockets' count is a
   * floor under the last diner's delay.
   */
  oneNodeCpu: { serverUsPerEvent: number; dinersUsPerEvent: number };
};

export async function measureRealtimeLatency(): Promise<RealtimeFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'masa-bench-rt-'));
  const database = await startEmbeddedPostgres({
    dataDir: dir,
    log: { info: () => {}, warn: console.warn },
  });
  const secret = randomBytes(32).toString('base64url');
  const env = { DATABASE_URL: database.url, JWT_SECRET: secret, DATA_DIR: dir };
  const started: { stop: () => Promise<void> }[] = [];
  let sockets: Socket[] = [];
  try {
    const nodeA = await startProcess(SERVER_ENTRY, env, SERVER_READY, HEAP_PROBE_ARGS);
    started.push(nodeA);
    const nodeB = await startProcess(SERVER_ENTRY, { ...env, SEED_DEMO: 'false' }, SERVER_READY);
    started.push(nodeB);
    const urlA = `http://127.0.0.1:${nodeA.port}`;
    const urlB = `http://127.0.0.1:${nodeB.port}`;
    const tableId = DEMO_TABLE_IDS.bogaz[0]!;
    const { diners, staffToken } = await seedDiners({
      url: database.url,
      secret,
      count: DINERS,
      businessId: DEMO_BUSINESS_IDS.bogaz,
      tableId,
    });
    const perBlock = Math.ceil(ROUNDS / BLOCKS) + 1;
    if (perBlock * BLOCKS * 2 > diners.length) throw new Error('more changes than orders');
    const orderIds = diners.map((diner) => diner.orderId);
    const raw = { one: emptyRaw(), two: emptyRaw() };
    const perSocket: number[] = [];
    const cpu = { serverMs: 0, dinersMs: 0 };
    for (let block = 0; block < BLOCKS; block++) {
      for (const config of ['one', 'two'] as const) {
        const before = config === 'one' ? await heapKB(nodeA.child) : 0;
        sockets = await connectDiners(diners, config === 'one' ? [urlA] : [urlA, urlB], tableId);
        if (config === 'one') perSocket.push(((await heapKB(nodeA.child)) - before) / DINERS);
        await measureRounds({
          sockets,
          staffUrl: urlA,
          staffToken,
          orderIds: orderIds.splice(0, perBlock),
          into: raw[config],
          server: config === 'one' ? { pid: nodeA.child.pid!, cpu } : undefined,
        });
        sockets.forEach((socket) => socket.close());
        sockets = [];
      }
    }
    perSocket.sort((a, b) => a - b);
    return {
      one: summarize(raw.one),
      two: summarize(raw.two),
      heapKBPerSocket: perSocket[Math.floor(perSocket.length / 2)]!,
      oneNodeCpu: {
        serverUsPerEvent: (cpu.serverMs * 1000) / raw.one.samples.length,
        dinersUsPerEvent: (cpu.dinersMs * 1000) / raw.one.samples.length,
      },
    };
  } finally {
    sockets.forEach((socket) => socket.close());
    for (const server of started.reverse()) await server.stop();
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures as `npm run bench` prints them. */
export function printRealtimeLatency({ one, two, heapKBPerSocket, oneNodeCpu }: RealtimeFigures) {
  const ms = (v: number) => Number(v.toFixed(1));
  console.log(
    `\nRealtime: ${DINERS} diner sockets, staff PATCH → order:status:changed at every diner, ${ROUNDS} changes each\n`,
  );
  const row = (nodes: string, f: LatencyFigures) => ({
    nodes,
    'p50 ms': ms(f.p50),
    'p95 ms': ms(f.p95),
    'p99 ms': ms(f.p99),
    'PATCH answered, p50 ms': ms(f.patchP50),
    'first diner, p50 ms': ms(f.firstP50),
    samples: f.samples,
    missed: f.missed,
  });
  const ratio = (key: 'p50' | 'p95' | 'p99' | 'patchP50' | 'firstP50') => ms(two[key] / one[key]);
  console.table([
    row('one node', one),
    row('two nodes, one database', two),
    {
      nodes: 'ratio two / one',
      'p50 ms': ratio('p50'),
      'p95 ms': ratio('p95'),
      'p99 ms': ratio('p99'),
      'PATCH answered, p50 ms': ratio('patchP50'),
      'first diner, p50 ms': ratio('firstP50'),
      samples: '',
      missed: '',
    },
  ]);
  console.log(
    `Heap per diner socket on one node (after a garbage collection, joined to a table room): ${heapKBPerSocket.toFixed(1)} KB`,
  );
  const { serverUsPerEvent, dinersUsPerEvent } = oneNodeCpu;
  const floorMs = (Math.max(serverUsPerEvent, dinersUsPerEvent) * DINERS) / 1000;
  console.log(
    `CPU per event delivered on one node: server ${ms(serverUsPerEvent)} µs, the bench's diners ${ms(dinersUsPerEvent)} µs; the busier side × ${DINERS} sockets = ${ms(floorMs)} ms, a floor under the last diner's delay on this machine`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printRealtimeLatency(await measureRealtimeLatency());
}
