import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/db.ts';
import { loadConfig } from '../src/config.ts';
import { DEMO_BUSINESS_IDS } from '../src/db/seed/demo-ids.ts';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { enqueuePrintJob } from '../src/domain/printing/enqueue-print-job.ts';
import { retryDelayMs } from '../src/domain/printing/print-next-job.ts';
import { startPrintWorker } from '../src/domain/printing/print-worker.ts';
import { settableClock } from '../src/lib/clock.ts';
import { startVirtualPrinter, type VirtualPrinter } from '../src/printing-twin/virtual-printer.ts';
import { recordFigure } from './support/figures.ts';
import { freePort, startServerProcess } from './support/server-process.ts';

// Issue 33 "Done when", ADR 082: tickets are never lost. A printer off for 60 s while 50
// orders arrive, the server killed with SIGKILL while tickets print, two server processes on
// one database; the virtual printer (ADR 081) counts what it was sent, ticket by ticket.
// Tickets are queued as the order routes do, with enqueuePrintJob in the order's transaction.

const dataDir = mkdtempSync(path.join(tmpdir(), 'masa-reliability-printing-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  JWT_SECRET: 'reliability-printing-secret-long-enough-for-hs256',
  LOG_LEVEL: 'silent',
});
const { db, url } = await createTestDb();
await seedDemoData({ db, config });
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const children = new Set<ChildProcess>();
const printers: VirtualPrinter[] = [];
afterAll(async () => {
  children.forEach((child) => child.kill('SIGKILL'));
  await Promise.all(printers.map((printer) => printer.close()));
  rmSync(dataDir, { recursive: true, force: true });
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A virtual printer and the business's printer row serving `station` on it. */
async function printerFor(station: string) {
  const printer = await startVirtualPrinter({ port: 0, name: station });
  printers.push(printer);
  await db.$client.query(
    `INSERT INTO printers (id, business_id, name, host, port, stations)
     VALUES (substr(md5(random()::text), 1, 24), $1, $2, '127.0.0.1', $3, $4)`,
    [BOGAZ, `${station} yazıcısı`, printer.port, [station]],
  );
  return printer;
}

/** One order's ticket for the station, queued in its own transaction as an order would. */
const queue = (station: string, text: string) =>
  db.transaction((tx) =>
    enqueuePrintJob({
      tx,
      businessId: BOGAZ,
      target: { station },
      kind: 'order',
      document: { blocks: [{ kind: 'rule' }, { kind: 'text', text, bold: true }], cut: true },
    }),
  );

const printed = (printer: VirtualPrinter) =>
  printer.tickets().map((ticket) => ticket.text.replace(/^-+\n/, '').trim());

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * Waits until the database has every ticket of the printer marked printed. A ticket prints a
 * second time only while it is not (sent, then the sender died before the commit): once all
 * are and the servers have stopped (SIGTERM lets a send under way commit), none can come.
 */
async function allMarkedPrinted(printer: VirtualPrinter) {
  const waiting = async () =>
    (
      await db.$client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM print_jobs j JOIN printers p ON p.id = j.printer_id
         WHERE p.port = $1 AND j.printed_at IS NULL`,
        [printer.port],
      )
    ).rows[0]!.n;
  await until(async () => (await waiting()) === 0, 60_000, 'every ticket marked printed');
}

/** `src/server.ts` on the test database, as one node of a deployment; ready when it says so. */
async function startServer(): Promise<ChildProcess> {
  return startServerProcess(
    {
      ...process.env,
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      PRINTER_TWIN_PORT: 'off',
      JWT_SECRET: 'reliability-printing-secret-long-enough-for-hs256',
    },
    children,
  );
}

async function stop(child: ChildProcess, signal: NodeJS.Signals) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
  children.delete(child);
}

/** A failed try's longest wait before the next (the backoff's cap). */
const LONGEST_BACKOFF_MS = retryDelayMs(Infinity);

/** The tickets a printer printed more than once. */
const twice = (texts: string[]) => texts.filter((text, index) => texts.indexOf(text) !== index);

describe('tickets through a printer off, a crash and two nodes', () => {
  it('prints all 50 tickets of a printer refusing for 60 s afterwards, in order, none twice', async () => {
    const printer = await printerFor('Mutfak');
    await printer.refuse(true);
    // The outage's minute passes on the worker's clock, not the wall's (ADR 110): each step
    // moves it and lets the worker try what is due then, as its poll would have.
    const clock = settableClock();
    const worker = startPrintWorker({ db, config, log: { warn: () => {} }, clock });
    const step = async (ms: number) => {
      clock.advance(ms);
      worker.wake();
      await worker.settle();
    };
    const texts = Array.from({ length: 50 }, (_, index) => `Mutfak sipariş ${index + 1}`);
    try {
      // Orders arrive through the first 40 s of the outage, then 20 s more of it.
      for (const text of texts) {
        await queue('Mutfak', text);
        await step(800);
      }
      await step(60_000 - texts.length * 800);
      expect(printed(printer)).toEqual([]);
      await printer.refuse(false);
      const backAt = Date.now();
      // Past the longest backoff (30 s), the head is due and the queue drains behind it.
      await step(LONGEST_BACKOFF_MS);
      await until(() => printer.tickets().length >= 50, 60_000, '50 tickets');
      const afterMs = Date.now() - backAt;
      // One more round past every backoff: nothing is left to print a second time.
      await step(LONGEST_BACKOFF_MS);
      const got = printed(printer);
      recordFigure({
        part: 'printing',
        check: 'tickets queued while the printer refused connections for 60 s (of its clock)',
        count: texts.length,
        result: `${got.length} printed afterwards (${(afterMs / 1000).toFixed(1)} s after it came back), ${twice(got).length} twice, ${got.join() === texts.join() ? 'in order' : 'OUT OF ORDER'}`,
      });
      expect(got).toEqual(texts);
    } finally {
      await worker.stop();
    }
  }, 240_000);

  it('prints after a SIGKILL the tickets that waited, at most the one in flight twice', async () => {
    const printer = await printerFor('Bar');
    const texts = Array.from({ length: 40 }, (_, index) => `Bar sipariş ${index + 1}`);
    for (const text of texts) await queue('Bar', text);
    let server = await startServer();
    // Killed while it prints: as soon as the first ticket came out.
    await until(() => printer.tickets().length > 0, 60_000, 'the first ticket');
    await stop(server, 'SIGKILL');
    const beforeRestart = printer.tickets().length;
    server = await startServer();
    await until(() => new Set(printed(printer)).size >= texts.length, 60_000, 'every ticket');
    await allMarkedPrinted(printer);
    await stop(server, 'SIGTERM');
    const got = printed(printer);
    recordFigure({
      part: 'printing',
      check: `tickets waiting when the server was killed with SIGKILL (${beforeRestart} printed before)`,
      count: texts.length,
      result: `${new Set(got).size} printed after the restart, ${twice(got).length} twice (${twice(got).join(', ') || 'none'})`,
    });
    expect([...new Set(got)]).toEqual(texts);
    expect(twice(got).length).toBeLessThanOrEqual(1);
  }, 300_000);

  it('prints each ticket once with two server processes on one database', async () => {
    const printer = await printerFor('Tatlı');
    const servers = await Promise.all([startServer(), startServer()]);
    const texts = Array.from({ length: 50 }, (_, index) => `Tatlı sipariş ${index + 1}`);
    for (const text of texts) await queue('Tatlı', text);
    await until(() => printer.tickets().length >= texts.length, 60_000, '50 tickets');
    await allMarkedPrinted(printer);
    await Promise.all(servers.map((server) => stop(server, 'SIGTERM')));
    const got = printed(printer);
    recordFigure({
      part: 'printing',
      check: 'tickets queued with two server processes on one database',
      count: texts.length,
      result: `${got.length} printed, ${twice(got).length} twice, ${got.join() === texts.join() ? 'in order' : 'OUT OF ORDER'}`,
    });
    expect(got).toEqual(texts);
  }, 300_000);
});
