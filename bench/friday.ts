/**
 * `npm run bench:friday`, a Friday night measured (issue 37 part 5,
 * docs/decisions/111-a-friday-night-measured.md): 200 venues × 20 tables seeded in SQL
 * (bench/friday-venues.ts), a diner socket at 4,000 tables and 200 staff screens, then 60 s of
 * a mixed load at fixed rates (bench/friday-operations.ts, open-loop: bench/friday-load.ts) on
 * one node (the built server on an embedded PostgreSQL) and on three (deploy/cluster.sh:
 * PostgreSQL 15, Redis Streams, nginx). Per operation: p50/p99 from the scheduled start,
 * answers that were not 2xx by status, and the order events that did not reach every staff
 * screen of their venue within 5 s; CPU per operation is the server's and PostgreSQL's CPU time
 * over the window (/proc) divided by the operations started.
 *
 * The load generator and every socket live in this process, on the same machine.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { missingSystemParts, startCluster } from '../apps/server/cluster/cluster-script.ts';
import { createDb } from '../apps/server/src/db/client.ts';
import { DEMO_BUSINESS_IDS } from '../apps/server/src/db/seed/demo-ids.ts';
import { startBenchDatabase } from './bench-database.ts';
import { latencyFigures, runOpenLoop, type Sent } from './friday-load.ts';
import { fridayOperations, STATUS_WALK, type FridayRates } from './friday-operations.ts';
import { eventsAtScreens, openStaffScreens, type StaffScreen } from './friday-screens.ts';
import { seedFridayFloor, type FridayFloor } from './friday-venues.ts';
import {
  BENCH_RATE_LIMIT_SCALE,
  benchPort,
  cpuMs,
  SERVER_ENTRY,
  SERVER_READY,
  startProcess,
} from './processes.ts';
import { connectDiners } from './realtime-diners.ts';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const VENUES = setting('BENCH_FRIDAY_VENUES', 200);
const TABLES = setting('BENCH_FRIDAY_TABLES', 20);
const SOCKETS = setting('BENCH_FRIDAY_SOCKETS', 4000);
const SCREENS = setting('BENCH_FRIDAY_SCREENS', 200);
const SECONDS = setting('BENCH_FRIDAY_SECONDS', 60);
const NODES = process.env.BENCH_FRIDAY_NODES ?? 'both';
if (!['one', 'three', 'both'].includes(NODES))
  throw new Error(`BENCH_FRIDAY_NODES is one, three or both, not ${NODES}`);
/** Requests started per second, per operation (ADR 111 says where these come from). */
const RATES: FridayRates = {
  menu: setting('BENCH_FRIDAY_MENU_RATE', 100),
  dinerOrder: setting('BENCH_FRIDAY_ORDER_RATE', 20),
  waiterOrder: setting('BENCH_FRIDAY_WAITER_ORDER_RATE', 10),
  statusChange: setting('BENCH_FRIDAY_STATUS_RATE', 40),
  waiterCall: setting('BENCH_FRIDAY_CALL_RATE', 5),
  message: setting('BENCH_FRIDAY_MESSAGE_RATE', 5),
  payment: setting('BENCH_FRIDAY_PAYMENT_RATE', 10),
};
/** An order event heard later than this after its request was due counts as missed. */
const EVENT_DEADLINE_MS = 5000;
/** The cluster's ports: deploy/cluster.sh's settings and defaults. */
const CLUSTER = {
  port: setting('CLUSTER_PORT', 4301),
  pgPort: setting('PG_PORT', 54401),
  redisPort: setting('REDIS_PORT', 6401),
};
const jsonFile = process.env.BENCH_JSON;

/** CPU time so far, ms: the Masa node(s), their PostgreSQL, and the rest of the setup. */
type CpuReading = () => { server: number; database: number; other: number };

type OperationFigures = {
  name: string;
  key: string;
  rate: number;
  requests: number;
  p50: number;
  p99: number;
  errors: Map<string, number>;
  expected: number;
  missed: number;
  heardLate: number;
  eventP99: number;
  lagMs: number;
};

export type FridayFigures = {
  nodes: number;
  operations: OperationFigures[];
  cpu: { server: number; database: number; other: number; operations: number };
};

/** The whole night on a started setup: sockets in, the load, then what reached the screens. */
async function fridayNight(
  url: string,
  floor: FridayFloor,
  cpu: CpuReading,
  nodes: number,
): Promise<FridayFigures> {
  const sockets: Socket[] = [];
  let screens: StaffScreen[] = [];
  try {
    console.log(`bench friday: ${nodes} node(s): ${floor.tables.length} diner sockets…`);
    sockets.push(
      ...(await connectDiners(
        floor.tables.map((t) => t.diner),
        [url],
        (i) => floor.tables[i]!.id,
      )),
    );
    screens = await openStaffScreens(url, floor.venues, SCREENS);
    sockets.push(...screens.map((screen) => screen.socket));
    console.log(`bench friday: ${screens.length} staff screens; ${SECONDS} s of load…`);
    const operations = fridayOperations(url, floor, RATES);
    const before = cpu();
    const sent = await runOpenLoop(operations, SECONDS);
    const after = cpu();
    // The last events get their full deadline before anything is counted.
    await new Promise((resolve) => setTimeout(resolve, EVENT_DEADLINE_MS));
    return {
      nodes,
      operations: operations.map((op, i) => figuresOf(op, sent[i]!, screens)),
      cpu: {
        server: after.server - before.server,
        database: after.database - before.database,
        other: after.other - before.other,
        operations: sent.reduce((sum, s) => sum + s.latencies.length + errorsOf(s), 0),
      },
    };
  } finally {
    sockets.forEach((socket) => socket.close());
  }
}

const errorsOf = (s: Sent) =>
  [...s.errors].filter(([status]) => !/^\d+$/.test(status)).reduce((sum, [, n]) => sum + n, 0);

function figuresOf(
  op: { name: string; key: string; rate: number },
  sent: Sent,
  screens: StaffScreen[],
): OperationFigures {
  const events = eventsAtScreens(screens, sent.expected, EVENT_DEADLINE_MS);
  return {
    name: op.name,
    key: op.key,
    rate: op.rate,
    requests: sent.latencies.length + errorsOf(sent),
    ...latencyFigures(sent.latencies),
    errors: sent.errors,
    expected: sent.expected.length,
    missed: events.missed,
    heardLate: events.heardLate,
    eventP99: latencyFigures(events.delays).p99,
    lagMs: sent.lagMs,
  };
}

async function seed(databaseUrl: string, secret: string): Promise<FridayFloor> {
  const db = createDb(databaseUrl, { max: 1 });
  const client = await db.$client.connect();
  try {
    const t0 = performance.now();
    const floor = await seedFridayFloor(client, {
      sourceBusinessId: DEMO_BUSINESS_IDS.bogaz,
      venues: VENUES,
      tablesPerVenue: TABLES,
      diners: SOCKETS,
      secret,
    });
    console.log(
      `bench friday: ${VENUES} venues × ${TABLES} tables and ${SOCKETS} diners seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    return floor;
  } finally {
    client.release();
    await db.$client.end();
  }
}

/** One node: the built server on an embedded PostgreSQL, both children of this process. */
async function oneNode(): Promise<FridayFigures> {
  const bench = await startBenchDatabase('friday');
  let server: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    server = await startProcess(
      SERVER_ENTRY,
      { ...bench.env, NODE_ENV: 'production', ...benchPort() },
      SERVER_READY,
    );
    const floor = await seed(bench.url, bench.secret);
    const pid = server.child.pid!;
    // PostgreSQL is this process's other child: what the children used beyond the server.
    const cpu: CpuReading = () => {
      const node = cpuMs(pid);
      return {
        server: node.own,
        database: cpuMs(process.pid).descendants - node.own - node.descendants,
        other: 0,
      };
    };
    return await fridayNight(`http://127.0.0.1:${server.port}`, floor, cpu, 1);
  } finally {
    await server?.stop();
    await bench.close();
  }
}

const pidIn = (file: string) => Number(readFileSync(file, 'utf8').split('\n')[0]);

/** Three nodes behind nginx with Redis (ADR 103), or why not. */
async function threeNodes(): Promise<FridayFigures | { skipped: string }> {
  const missing = missingSystemParts({ redis: true });
  if (missing.length > 0) return { skipped: `${missing.join(', ')} not installed (apt-get)` };
  const dir = mkdtempSync(path.join(tmpdir(), 'masa-bench-friday-cluster-'));
  const secret = randomBytes(32).toString('base64url');
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  try {
    cluster = await startCluster({
      dir,
      ...CLUSTER,
      nodes: 3,
      env: {
        JWT_SECRET: secret,
        SEED_DEMO: 'true',
        RATE_LIMIT_SCALE: BENCH_RATE_LIMIT_SCALE,
        LOG_LEVEL: 'warn',
        PRINTER_TWIN_PORT: 'off',
      },
    });
    const floor = await seed(cluster.databaseUrl, secret);
    const nodePids = [1, 2, 3].map((n) => pidIn(path.join(dir, `node-${n}.pid`)));
    const postmaster = pidIn(path.join(dir, 'pg/postmaster.pid'));
    const rest = [path.join(dir, 'redis.pid'), path.join(dir, 'nginx.pid')].map(pidIn);
    const whole = (pid: number) => {
      const used = cpuMs(pid);
      return used.own + used.descendants;
    };
    const cpu: CpuReading = () => ({
      server: nodePids.reduce((sum, pid) => sum + cpuMs(pid).own, 0),
      database: whole(postmaster),
      other: rest.reduce((sum, pid) => sum + whole(pid), 0),
    });
    return await fridayNight(cluster.url, floor, cpu, 3);
  } finally {
    await cluster?.down();
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (v: number) => (Number.isNaN(v) ? '–' : Number(v.toFixed(1)));
const errorText = (errors: Map<string, number>) =>
  [...errors].map(([status, n]) => `${status} ×${n}`).join(', ') || '0';

export function printFriday(f: FridayFigures): void {
  console.log(
    `\nA Friday night on ${f.nodes === 1 ? 'one node' : `${f.nodes} nodes behind nginx, Redis Streams`}: ${VENUES} venues × ${TABLES} tables, ${SOCKETS} diner sockets, ${SCREENS} staff screens, ${SECONDS} s at fixed rates; latency from each request's scheduled start; missed: order events not at every staff screen of the venue within ${EVENT_DEADLINE_MS / 1000} s\n`,
  );
  console.table(
    f.operations.map((op) => ({
      operation: op.name,
      'rate/s': op.rate,
      requests: op.requests,
      'p50 ms': ms(op.p50),
      'p99 ms': ms(op.p99),
      'errors (non-2xx by status)': errorText(op.errors),
      'events expected': op.expected,
      'events missed': op.missed,
      'of them heard later': op.heardLate,
      'event p99 ms': ms(op.eventP99),
      'generator lag ms': ms(op.lagMs),
    })),
  );
  const perOp = (cpuMs: number) => ((cpuMs / Math.max(1, f.cpu.operations)) * 1000).toFixed(0);
  console.log(
    `CPU over the window, per operation (${f.cpu.operations} operations): server ${perOp(f.cpu.server)} µs, PostgreSQL ${perOp(f.cpu.database)} µs, together ${perOp(f.cpu.server + f.cpu.database)} µs${f.nodes > 1 ? `; Redis and nginx ${perOp(f.cpu.other)} µs` : ''}`,
  );
}

export function fridayJson(f: FridayFigures, prefix: string): Record<string, number> {
  const json: Record<string, number> = {};
  const round = (v: number, digits = 1) => Number(v.toFixed(digits));
  for (const op of f.operations) {
    const key = `${prefix}.${op.key}`;
    json[`${key}.requests`] = op.requests;
    json[`${key}.p50Ms`] = round(op.p50);
    json[`${key}.p99Ms`] = round(op.p99);
    json[`${key}.errors`] = [...op.errors.values()].reduce((sum, n) => sum + n, 0);
    for (const [status, n] of op.errors) json[`${key}.errors.${status.replaceAll(' ', '-')}`] = n;
    if (op.expected > 0) json[`${key}.eventsMissed`] = op.missed;
  }
  const perOp = (cpuMs: number) => round(cpuMs / Math.max(1, f.cpu.operations), 3);
  json[`${prefix}.operations`] = f.cpu.operations;
  json[`${prefix}.serverCpuMsPerOperation`] = perOp(f.cpu.server);
  json[`${prefix}.databaseCpuMsPerOperation`] = perOp(f.cpu.database);
  json[`${prefix}.cpuMsPerOperation`] = perOp(f.cpu.server + f.cpu.database);
  return json;
}

async function main() {
  const walk = STATUS_WALK.length * Math.min(SOCKETS, VENUES * TABLES);
  if (RATES.statusChange * SECONDS > walk)
    throw new Error(
      `bench friday: ${RATES.statusChange * SECONDS} status changes asked, the seated orders have ${walk} steps: lower BENCH_FRIDAY_STATUS_RATE or raise the sockets`,
    );
  const one = NODES === 'three' ? undefined : await oneNode();
  if (one) printFriday(one);
  const three = NODES === 'one' ? { skipped: 'BENCH_FRIDAY_NODES=one' } : await threeNodes();
  if ('skipped' in three) console.log(`\nA Friday night on three nodes: skipped: ${three.skipped}`);
  else printFriday(three);
  if (jsonFile) {
    // Beside what `npm run bench` wrote there, if it did.
    const json = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : {};
    if (one) Object.assign(json, fridayJson(one, 'friday.one'));
    if (!('skipped' in three)) Object.assign(json, fridayJson(three, 'friday.three'));
    writeFileSync(jsonFile, JSON.stringify(json, null, 2) + '\n');
    console.log(`\nfigures written to ${jsonFile}`);
  }
}

if (process.argv.includes('--help')) {
  console.log(`npm run bench:friday: a Friday night, on one node and on three. Environment:
  BENCH_FRIDAY_VENUES=200    venues (copies of a demo business, seeded in SQL)
  BENCH_FRIDAY_TABLES=20     tables per venue
  BENCH_FRIDAY_SOCKETS=4000  diner sockets, one per table (at most venues × tables)
  BENCH_FRIDAY_SCREENS=200   staff screens, spread over the venues
  BENCH_FRIDAY_SECONDS=60    the load's length
  BENCH_FRIDAY_NODES=both    one, three or both
  Requests per second: BENCH_FRIDAY_MENU_RATE=${RATES.menu}, _ORDER_RATE=${RATES.dinerOrder}, _WAITER_ORDER_RATE=${RATES.waiterOrder},
  _STATUS_RATE=${RATES.statusChange}, _CALL_RATE=${RATES.waiterCall}, _MESSAGE_RATE=${RATES.message}, _PAYMENT_RATE=${RATES.payment} (each BENCH_FRIDAY_…)
  BENCH_PORT_BASE, BENCH_PG_PORT   the one node's port and its PostgreSQL's (free ports otherwise)
  CLUSTER_PORT=4301, PG_PORT=54401, REDIS_PORT=6401   the three nodes' setup (deploy/cluster.sh)
  BENCH_JSON=file            figures added to that file as friday.one.* and friday.three.*`);
} else {
  await main();
}
