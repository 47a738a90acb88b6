/**
 * `npm run bench`: figures measured in one run on this machine, each HTTP figure next to a
 * node:http hello world measured in the same run, so ratios stay comparable across machines.
 * The server measured is the compiled one (`npm run build:server`, ADR 017); BENCH_SERVER=source
 * measures the TypeScript sources through tsx instead.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  BENCH_RATE_LIMIT_SCALE,
  benchPort,
  cpuMs,
  processCounts,
  rssMiB,
  SERVER_ENTRY,
  SERVER_READY,
  startProcess,
  type Started,
} from './processes.ts';
import { buildDinerApp } from './built-apps.ts';
import {
  countersPerRequest,
  countRows,
  databaseCounters,
  listeningBackends,
  loadStatementStatistics,
  type DatabaseCounters,
} from './database-rows.ts';
import { cpuByKind, sampleProcessCpu } from './postgres-processes.ts';
import { printDatabaseCounters } from './print-database-counters.ts';
import { httpScenarios as scenarios } from './scenarios.ts';
import { measureSessionCheck, printSessionCheck } from './session-check.ts';
import { type FirstLoadFigures, measureFirstLoad, printFirstLoad } from './first-load.ts';
import { measureMenuOnPhone, type PhoneFigures, printMenuOnPhone } from './menu-on-phone.ts';
import { type LighthouseFigures, measureLighthouse, printLighthouse } from './lighthouse.ts';
import { type BoardFigures, measureStaffBoards, printStaffBoards } from './staff-boards.ts';
import { measureWaiterOrders, printWaiterOrders, type WaiterResult } from './waiter-orders.ts';
import { measureYearOfData, printYearOfData, type YearFigures } from './year-of-data.ts';
import {
  measurePrinterTickets,
  type PrinterFigures,
  printPrinterTickets,
} from './printer-tickets.ts';
import {
  measurePaymentIntents,
  type PaymentFigures,
  printPaymentIntents,
} from './payment-intents.ts';
import {
  DINERS,
  measureRealtimeLatency,
  printRealtimeLatency,
  type RealtimeFigures,
} from './realtime-latency.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/**
 * Only the parts whose name contains this text: an HTTP scenario (the hello world baseline
 * always runs with them), 'first-load', 'lighthouse', 'phone', 'realtime', 'staff boards', 'waiter',
 * 'session check', 'year'. The server still starts (start-up and memory figures come with every run).
 */
const only = process.env.BENCH_ONLY;
const wanted = (name: string) => !only || name.includes(only);
/** A folder: the measured server writes a V8 CPU profile there when it stops. */
const profileDir = process.env.BENCH_CPU_PROFILE;
/** Warm starts measured; the figures are their medians. */
const startRuns = Math.max(1, Number(process.env.BENCH_START_RUNS ?? 3));
/** BENCH_HTTP=false: start and memory only (with BENCH_REALTIME=false, about half a minute). */
const runHttp = process.env.BENCH_HTTP !== 'false';
/** Extra node options for the measured server, e.g. `--max-semi-space-size=2` (docs/performance.md). */
const serverNodeArgs = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
/** A file: every figure printed is also written there as JSON (flat keys, numbers). */
const jsonFile = process.env.BENCH_JSON;

type Figure = {
  name: string;
  /** Its key in BENCH_JSON. */
  key: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU per request of the server process, and of its PostgreSQL (its child processes). */
  serverCpuMs: number;
  databaseCpuMs: number;
  /**
   * CPU per request of the load generator, this process (autocannon's connections run on its
   * event loop): on 2 cores it competes with the server, so a reply that costs it more to read
   * lowers the server's req/s without the server doing more.
   */
  generatorCpuMs: number;
  /** Bytes the generator read per response, head and body. */
  responseBytes: number;
  /** The server's reads and writes (system calls) and event-loop waits per request. */
  serverSyscalls: number;
  serverWaits: number;
  /** PostgreSQL's own counters per request, when the scenario was given the database's dir. */
  database?: DatabaseCounters;
  /** With them, PostgreSQL's CPU per request by kind of process (bench/postgres-processes.ts). */
  databaseCpuByProcess?: Record<string, number>;
};

/**
 * One scenario against the process `pid`. The load generator runs in this process, on the same
 * machine: on 2 cores it takes CPU from the server, the same way for the baseline and for us.
 */
export async function measure(
  name: string,
  key: string,
  options: autocannon.Options,
  pid: number,
  /** The measured server's DATA_DIR: its PostgreSQL's counters are read around the run. */
  dataDir?: string,
): Promise<Figure> {
  // A short warm-up so JIT and connection pools are in their steady state.
  await autocannon({ ...options, duration: 1 });
  const counted = dataDir ? await databaseCounters(dataDir) : undefined;
  const byProcess = dataDir ? sampleProcessCpu(pid) : undefined;
  const before = cpuMs(pid);
  const countsBefore = processCounts(pid);
  const generatorBefore = process.cpuUsage();
  const r = await autocannon({ connections, duration, ...options });
  const generator = process.cpuUsage(generatorBefore);
  const after = cpuMs(pid);
  const processCpu = byProcess?.stop();
  const countsAfter = processCounts(pid);
  const requests = Math.max(1, r.requests.total);
  const database =
    counted && countersPerRequest(counted, await databaseCounters(dataDir!), requests);
  return {
    ...(database && { database }),
    ...(processCpu && {
      databaseCpuByProcess: Object.fromEntries(
        Object.entries(cpuByKind(processCpu, await listeningBackends(dataDir!))).map(
          ([kind, ms]) => [kind, ms / requests],
        ),
      ),
    }),
    name,
    key,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    serverCpuMs: (after.own - before.own) / requests,
    databaseCpuMs: (after.descendants - before.descendants) / requests,
    generatorCpuMs: (generator.user + generator.system) / 1000 / requests,
    responseBytes: r.throughput.total / requests,
    serverSyscalls: (countsAfter.syscalls - countsBefore.syscalls) / requests,
    serverWaits: (countsAfter.waits - countsBefore.waits) / requests,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Start-up and memory: one cold start, then `startRuns` warm starts on the same DATA_DIR. */
async function measureStart(dataDir: string) {
  const cold = await startProcess(
    SERVER_ENTRY,
    { DATA_DIR: dataDir, ...benchPort() },
    SERVER_READY,
    serverNodeArgs,
  );
  const coldCpuMs = cpuMs(cold.child.pid!).own;
  await cold.stop();
  if (process.env.BENCH_PG_STATEMENTS === 'true') loadStatementStatistics(dataDir);
  const warmMs: number[] = [];
  // CPU time the server process used until ready: unlike wall time, barely moved by what
  // else the machine runs meanwhile.
  const warmCpuMs: number[] = [];
  const rss: number[] = [];
  let server: Started | undefined;
  for (let run = 0; run < startRuns; run++) {
    const last = run === startRuns - 1;
    // The last one stays up for the HTTP scenarios (and writes the CPU profile if asked).
    const nodeArgs = [
      ...serverNodeArgs,
      ...(last && profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []),
    ];
    server = await startProcess(
      SERVER_ENTRY,
      { DATA_DIR: dataDir, ...benchPort() },
      SERVER_READY,
      nodeArgs,
    );
    warmMs.push(server.startMs);
    warmCpuMs.push(cpuMs(server.child.pid!).own);
    // Idle: nothing asks it anything for a second after /api/health first answered.
    await new Promise((r) => setTimeout(r, 1000));
    rss.push(rssMiB(server.child.pid!));
    if (!last) await server.stop();
  }
  return { coldMs: cold.startMs, coldCpuMs, warmMs, warmCpuMs, rss, server: server! };
}

/** The parts that open the built diner app in a browser, by their switch and BENCH_ONLY name. */
const browserParts = [
  ['BENCH_FIRST_LOAD', 'first-load'],
  ['BENCH_LIGHTHOUSE', 'lighthouse'],
  ['BENCH_PHONE', 'phone'],
].filter(([flag, name]) => process.env[flag!] !== 'false' && wanted(name!));

async function main() {
  // Before the server starts: it serves the diner app it finds built then (bench/built-apps.ts).
  if (browserParts.length > 0) buildDinerApp();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'masa-bench-'));
  const lines: string[] = [];
  const json: Record<string, number> = {};
  const loadBefore = loadavg();
  let rows: Awaited<ReturnType<typeof countRows>> | undefined;
  let figures: Figure[] = [];
  let realtime: RealtimeFigures | undefined;
  let firstLoad: FirstLoadFigures | undefined;
  let lighthouseMenu: LighthouseFigures | undefined;
  let phone: PhoneFigures[] | undefined;
  try {
    const start = await measureStart(dataDir);
    const server = start.server;
    json['startMs.cold'] = round(start.coldMs, 0);
    json['startMs.warm'] = round(median(start.warmMs), 0);
    json['startCpuMs.cold'] = start.coldCpuMs;
    json['startCpuMs.warm'] = median(start.warmCpuMs);
    json.idleRssMiB = round(median(start.rss));
    lines.push(
      `cold start, spawn to /api/health answering (includes initdb, migrations, demo seed): ${start.coldMs.toFixed(0)} ms`,
      `warm start, same, on the existing DATA_DIR: ${json['startMs.warm']} ms (median of ${startRuns}: ${start.warmMs.map((v) => v.toFixed(0)).join(', ')})`,
      `CPU time of the server process until ready: cold ${start.coldCpuMs} ms, warm ${json['startCpuMs.warm']} ms (median)`,
      `idle RSS of the server process 1 s after start: ${json.idleRssMiB} MiB (median of ${startRuns}: ${start.rss.map((v) => v.toFixed(1)).join(', ')}; PostgreSQL runs in its own processes)`,
    );

    const httpScenarios = runHttp
      ? (await scenarios(`http://127.0.0.1:${server.port}`)).filter((s) => wanted(s.name))
      : [];
    if (httpScenarios.length > 0) {
      const hello = await startProcess('bench/hello.ts', {}, { marker: 'ready' });
      const baseline = await measure(
        'node:http hello world',
        'hello',
        { url: `http://127.0.0.1:${hello.port}/` },
        hello.child.pid!,
      );
      await hello.stop();

      figures = [baseline];
      for (const scenario of httpScenarios) {
        // The order path's PostgreSQL counters per order (issue 37 §7); the others skip the wait.
        const counted = scenario.key === 'orderPost' ? dataDir : undefined;
        figures.push(
          await measure(scenario.name, scenario.key, scenario.options, server.child.pid!, counted),
        );
      }
      rows = await countRows(dataDir);
    }
    // The diner app built at the start (bench/built-apps.ts); BENCH_FIRST_LOAD=false skips it.
    if (process.env.BENCH_FIRST_LOAD !== 'false' && wanted('first-load'))
      firstLoad = await measureFirstLoad(`http://127.0.0.1:${server.port}`);
    // The same built app, in Lighthouse's mobile profile; BENCH_LIGHTHOUSE=false skips it.
    if (process.env.BENCH_LIGHTHOUSE !== 'false' && wanted('lighthouse'))
      lighthouseMenu = await measureLighthouse(`http://127.0.0.1:${server.port}`);
    // The same built app on a throttled phone (issue 30); BENCH_PHONE=false skips it.
    if (process.env.BENCH_PHONE !== 'false' && wanted('phone'))
      phone = await measureMenuOnPhone(`http://127.0.0.1:${server.port}`);
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Realtime fan-out (issue 6) and staff boards (issue 16): about two minutes together;
  // BENCH_REALTIME=false skips both.
  let boards: BoardFigures | undefined;
  let waiter: WaiterResult | undefined;
  // Order → ticket bytes at a virtual printer (issue 33); BENCH_PRINTER=false skips it.
  const printer: PrinterFigures | undefined =
    process.env.BENCH_PRINTER !== 'false' && wanted('printer')
      ? await measurePrinterTickets()
      : undefined;
  // Intent → hosted form, and charge → webhook → payment (issue 34); BENCH_PAYMENTS=false skips it.
  const payments: PaymentFigures | undefined =
    process.env.BENCH_PAYMENTS !== 'false' && wanted('payments')
      ? await measurePaymentIntents()
      : undefined;
  if (process.env.BENCH_REALTIME !== 'false') {
    if (wanted('realtime')) realtime = await measureRealtimeLatency();
    if (wanted('staff boards')) boards = await measureStaffBoards();
    if (wanted("a waiter's order")) waiter = await measureWaiterOrders();
  }
  const sessionCheck = wanted('session check') ? await measureSessionCheck() : undefined;
  // A busy venue's year of history (issue 37 §6), several minutes; BENCH_YEAR=false skips it.
  const year: YearFigures | undefined =
    process.env.BENCH_YEAR !== 'false' && wanted('year') ? await measureYearOfData() : undefined;
  const loadAfter = loadavg();

  const hello = figures.find((f) => f.key === 'hello');
  console.log(
    `\nMasa bench: ${[...serverNodeArgs, SERVER_ENTRY].join(' ')} on Node.js ${process.version}, ${connections} connections (unless a scenario says otherwise), ${duration} s each after a 1 s warm-up, load generator on the same machine, rate limits ×${BENCH_RATE_LIMIT_SCALE}`,
  );
  console.log(
    `load average (1, 5, 15 min) before: ${loadBefore.map((v) => v.toFixed(2)).join(', ')}; after: ${loadAfter.map((v) => v.toFixed(2)).join(', ')}`,
  );
  if (rows)
    console.log(
      `database after the HTTP scenarios: ${rows.orders} orders, ${rows.orderItems} order lines, ${rows.products} products, ${rows.total} rows in all tables`,
    );
  console.log('\n' + lines.join('\n') + '\n');
  if (hello) {
    console.table(
      figures.map((f) => ({
        scenario: f.name,
        'req/s': Math.round(f.reqPerSec),
        'p50 ms': f.p50,
        'p99 ms': f.p99,
        'vs hello': (f.reqPerSec / hello.reqPerSec).toFixed(2),
        // µs: a cached read costs tens of them, which two decimals of ms hid.
        'server CPU µs/req': (f.serverCpuMs * 1000).toFixed(1),
        'PostgreSQL CPU µs/req': (f.databaseCpuMs * 1000).toFixed(1),
        'generator CPU µs/req': (f.generatorCpuMs * 1000).toFixed(1),
        'bytes/resp': Math.round(f.responseBytes),
        'server syscalls/req': f.serverSyscalls.toFixed(1),
        'server waits/req': f.serverWaits.toFixed(2),
        'errors/non-2xx': f.errors,
      })),
    );
    for (const f of figures) {
      json[`${f.key}.rps`] = Math.round(f.reqPerSec);
      json[`${f.key}.p50Ms`] = f.p50;
      json[`${f.key}.p99Ms`] = f.p99;
      json[`${f.key}.vsHello`] = round(f.reqPerSec / hello.reqPerSec, 2);
      json[`${f.key}.serverCpuMsPerRequest`] = round(f.serverCpuMs, 4);
      json[`${f.key}.databaseCpuMsPerRequest`] = round(f.databaseCpuMs, 4);
      json[`${f.key}.generatorCpuMsPerRequest`] = round(f.generatorCpuMs, 4);
      json[`${f.key}.bytesPerResponse`] = Math.round(f.responseBytes);
      json[`${f.key}.serverSyscallsPerRequest`] = round(f.serverSyscalls, 1);
      json[`${f.key}.serverWaitsPerRequest`] = round(f.serverWaits, 2);
      json[`${f.key}.errors`] = f.errors;
    }
    const orderPost = figures.find((f) => f.key === 'orderPost');
    if (orderPost)
      json['orderPost.cpuMsPerOrder'] = round(orderPost.serverCpuMs + orderPost.databaseCpuMs, 2);
    for (const f of figures.filter((each) => each.database))
      console.log(printDatabaseCounters(f, json).join('\n'));
  }
  if (realtime) {
    printRealtimeLatency(realtime);
    json['realtime.sockets'] = DINERS;
    json['realtime.oneNode.p50Ms'] = round(realtime.one.p50);
    json['realtime.oneNode.p99Ms'] = round(realtime.one.p99);
    json['realtime.twoNodes.p50Ms'] = round(realtime.two.p50);
    json['realtime.twoNodes.p99Ms'] = round(realtime.two.p99);
    json['realtime.heapKBPerSocket'] = round(realtime.heapKBPerSocket);
    json['realtime.oneNode.serverCpuUsPerEvent'] = round(realtime.oneNodeCpu.serverUsPerEvent);
    json['realtime.oneNode.dinersCpuUsPerEvent'] = round(realtime.oneNodeCpu.dinersUsPerEvent);
  }
  if (boards) {
    printStaffBoards(boards);
    json['realtime.staffBoards.boards'] = boards.boards;
    json['realtime.staffBoards.p50Ms'] = round(boards.p50);
    json['realtime.staffBoards.p99Ms'] = round(boards.p99);
    json['realtime.staffBoards.missed'] = boards.missed;
  }
  if (printer) {
    printPrinterTickets(printer);
    json['printer.ticket.p50Ms'] = round(printer.ticket.p50);
    json['printer.ticket.p95Ms'] = round(printer.ticket.p95);
    json['printer.ticket.p99Ms'] = round(printer.ticket.p99);
    json['printer.ticket.missed'] = printer.missed;
    json['printer.hello.p50Ms'] = round(printer.hello.p50);
  }
  if (payments) {
    printPaymentIntents(payments);
    json['payments.intent.p50Ms'] = round(payments.intent.p50);
    json['payments.intent.p99Ms'] = round(payments.intent.p99);
    json['payments.webhook.p50Ms'] = round(payments.webhook.p50);
    json['payments.webhook.p99Ms'] = round(payments.webhook.p99);
    json['payments.missed'] = payments.missed;
    json['payments.hello.p50Ms'] = round(payments.hello.p50);
  }
  if (waiter) {
    printWaiterOrders(waiter);
    if ('figures' in waiter) {
      const w = waiter.figures;
      json['realtime.waiterOrders.p50Ms'] = round(w.p50);
      json['realtime.waiterOrders.p95Ms'] = round(w.p95);
      json['realtime.waiterOrders.p99Ms'] = round(w.p99);
      json['realtime.waiterOrders.missed'] = w.missed;
      json['realtime.waiterOrders.cpuMsPerOrder'] = round(w.serverCpuMs + w.databaseCpuMs, 2);
    }
  }
  if (firstLoad) {
    console.log('\n' + printFirstLoad(firstLoad).join('\n'));
    json.firstLoadJsKB = firstLoad.menu.gzipKB;
    json['firstLoadJsKB.scripts'] = firstLoad.menu.scripts.length;
    json['firstLoadJsKB.home'] = firstLoad.home.gzipKB;
  }
  if (lighthouseMenu) {
    console.log('\n' + printLighthouse(lighthouseMenu));
    json.lighthouseMenu = lighthouseMenu.score;
    json['lighthouseMenu.lcpMs'] = lighthouseMenu.largestContentfulPaintMs;
    json['lighthouseMenu.tbtMs'] = lighthouseMenu.totalBlockingTimeMs;
    json['lighthouseMenu.longTasks'] = lighthouseMenu.longTasks;
  }
  if (phone) {
    console.log('\n' + printMenuOnPhone(phone).join('\n'));
    for (const f of phone) {
      const key = `menuOnPhone.${f.network === 'Slow 3G' ? 'slow3g' : 'fast3g'}`;
      json[`${key}.nameMs`] = Math.round(f.nameMs);
      json[`${key}.firstDishMs`] = Math.round(f.dishMs);
      json[`${key}.usableMs`] = Math.round(f.usableMs);
    }
  }
  if (sessionCheck) {
    console.log('\n' + printSessionCheck(sessionCheck).join('\n'));
    json['sessionCheck.lookupNs'] = round(sessionCheck.lookupNs);
    json['sessionCheck.tokenVerifyNs'] = round(sessionCheck.tokenVerifyNs);
  }
  if (year) {
    console.log('\n' + printYearOfData(year).join('\n'));
    json['year.orders'] = year.orders;
    json['year.lines'] = year.lines;
    json['year.seedSeconds'] = round(year.seedSeconds);
    for (const key of [
      'orderPost',
      'board',
      'dayReport',
      'keptDay',
      'liveDay',
      'todayDay',
      'yearReport',
      'todayPriced',
    ] as const) {
      json[`year.${key}.p50Ms`] = round(year[key].p50);
      json[`year.${key}.p99Ms`] = round(year[key].p99);
    }
  }
  json['run.connections'] = connections;
  json['run.seconds'] = duration;
  json['run.startRuns'] = startRuns;
  json['run.loadAvg1.before'] = round(loadBefore[0]!, 2);
  json['run.loadAvg1.after'] = round(loadAfter[0]!, 2);
  if (rows) {
    json['run.rows.orders'] = rows.orders;
    json['run.rows.total'] = rows.total;
  }
  if (jsonFile) {
    writeFileSync(jsonFile, JSON.stringify(json, null, 2) + '\n');
    console.log(`\nfigures written to ${jsonFile}`);
  }
}

if (process.argv.includes('--help')) {
  console.log(`npm run bench: every figure of docs/performance.md in one run. Environment:
  BENCH_ONLY=text        only the parts whose name contains it: an HTTP scenario (e.g. "as a
                         browser asks", with the hello world baseline), first-load, lighthouse, phone,
                         realtime, staff boards, waiter, printer, payments, session check, year;
                         start-up and memory always run
  BENCH_SECONDS=5        per HTTP scenario, after a 1 s warm-up
  BENCH_CONNECTIONS=20   per HTTP scenario unless it says otherwise
  BENCH_HTTP=false       no HTTP scenarios
  BENCH_FIRST_LOAD=false no first-load JavaScript (the bench builds the diner app first)
  BENCH_BUILD=false      measure the diner app already in apps/web/dist instead of building it
  BENCH_LIGHTHOUSE=false no Lighthouse mobile performance of the menu (needs the same build)
  BENCH_LIGHTHOUSE_REPORT=file  Lighthouse's whole report of the menu as JSON (the LCP element, every audit)
  BENCH_PHONE=false      no menu on a 360×640 phone, CPU ×4, Slow 3G and Fast 3G (same build)
  BENCH_REALTIME=false   no realtime fan-out and staff boards (about two minutes)
  BENCH_YEAR=false       no year of data (a busy venue's year seeded in SQL, then its reads)
  BENCH_YEAR_ORDERS=400000, BENCH_YEAR_DAYS=365, BENCH_YEAR_REPORTS=3  its size and year reports
  BENCH_PORT_BASE=port   the measured servers listen from this port up (free ports otherwise)
  BENCH_PG_PORT=port     the bench's own PostgreSQL listens here (a free port otherwise)
  BENCH_START_RUNS=3     warm starts measured (medians)
  BENCH_JSON=file        every figure also as JSON (flat keys)
  BENCH_SERVER=source    the TypeScript sources through tsx instead of the built server
  BENCH_NODE_OPTIONS=…   node options for the measured server
  BENCH_CPU_PROFILE=dir  a V8 CPU profile of the measured server, written when it stops
  BENCH_PG_STATEMENTS=true  load pg_stat_statements: statements and plans per order
  BENCH_ORDER_CONNECTIONS=10  orders sent at once in the orders scenario`);
} else {
  await main();
}
