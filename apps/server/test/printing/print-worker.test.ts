import type { PrintersStatusEvent } from '@masa/core/realtime/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/client.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { retryDelayMs } from '../../src/domain/printing/print-next-job.ts';
import { startPrintWorker } from '../../src/domain/printing/print-worker.ts';
import { createBackOfficeApp } from '../back-office/back-office-fixture.ts';
import { socketClients } from '../live-orders/socket-helpers.ts';
import { testClock } from '../test-clock.ts';
import { startBytePrinter } from './byte-printer.ts';
import { eventually, jobsOf, queueTickets, ticketsIn } from './print-fixture.ts';

// Issue 33 §3, contract 6, ADR 082: tickets are rows (an outbox) the worker prints one at a
// time per printer, in order, marked printed only once the printer took the bytes.
const ctx = await createBackOfficeApp();
const { app, db, config } = ctx;
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const manager = await ctx.staffAs('bogaz', 'manager');
const kitchen = await ctx.staffAs('bogaz', 'kitchen');
const log = { warn: () => {} };
const sockets = socketClients();
beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));

async function addPrinter(station: string, port: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/printers',
    headers: manager,
    payload: { name: `${station} yazıcısı`, host: '127.0.0.1', port, stations: [station] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.printer.id as string;
}
const status = async () =>
  (await app.inject({ url: '/api/staff/printers/status', headers: kitchen })).json().data
    .printers as {
    id: string;
    online: boolean | null;
    waiting: number;
    lastError: string | null;
  }[];

describe('the print worker', () => {
  it('prints a queued ticket once, with its Turkish letters, and marks it printed', async () => {
    const printer = await startBytePrinter();
    const printerId = await addPrinter('Mutfak', printer.port);
    const worker = startPrintWorker({ db, config, log, clock: app.clock });
    try {
      await queueTickets(db, BOGAZ, 'Mutfak', ['Masa 4 · 2 x Köfte Burger · Şiş İçli']);
      await eventually(async () =>
        expect((await jobsOf(db, printerId))[0]?.printedAt).toBeTruthy(),
      );
      // Another round of the poll prints nothing again.
      worker.wake();
      await worker.settle();
      expect(ticketsIn(printer.received)).toEqual(['Masa 4 · 2 x Köfte Burger · Şiş İçli']);
      const [job] = await jobsOf(db, printerId);
      expect(job).toMatchObject({ attempts: 1, lastError: null });
      expect((await status()).find((p) => p.id === printerId)).toMatchObject({
        online: true,
        waiting: 0,
      });
    } finally {
      await worker.stop();
      await printer.close();
    }
  });

  it('keeps the tickets of a printer that refuses, shows it offline with how many wait, then prints them in order', async () => {
    const printer = await startBytePrinter();
    const printerId = await addPrinter('Bar', printer.port);
    await printer.refuse(true);
    const kitchenSocket = await sockets.open(app, kitchen.authorization);
    const events = sockets.record<PrintersStatusEvent>(kitchenSocket, 'printers:status');
    const bar = () => events.map((event) => event.printers.find((p) => p.id === printerId));
    // The worker's clock moves past each backoff instead of the test waiting it out (ADR 095).
    const clock = testClock();
    const worker = startPrintWorker({ db, config, log, io: app.io, clock });
    const attemptsOfHead = async () => (await jobsOf(db, printerId))[0]?.attempts;
    try {
      await queueTickets(db, BOGAZ, 'Bar', ['Bar 1', 'Bar 2', 'Bar 3']);
      await eventually(async () => expect(await attemptsOfHead()).toBe(1));
      // Not due again before its backoff has passed.
      worker.wake();
      await worker.settle();
      expect(await attemptsOfHead()).toBe(1);
      clock.advance(retryDelayMs(1));
      worker.wake();
      await eventually(async () => expect(await attemptsOfHead()).toBe(2));
      const [head, ...rest] = await jobsOf(db, printerId);
      expect(head).toMatchObject({ printedAt: null, lastError: 'bağlantı reddedildi' });
      // Its next try waits for the moved clock to pass the longer backoff.
      expect(head!.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime());
      // The later tickets wait behind the head: never tried out of turn.
      expect(rest.map((job) => job.attempts)).toEqual([0, 0]);
      expect((await status()).find((p) => p.id === printerId)).toMatchObject({
        online: false,
        waiting: 3,
        lastError: 'bağlantı reddedildi',
      });

      // The board heard it too, without asking.
      await eventually(() =>
        expect(bar()).toContainEqual(expect.objectContaining({ online: false, waiting: 3 })),
      );
      await printer.refuse(false);
      clock.advance(retryDelayMs(2));
      worker.wake();
      await eventually(async () =>
        expect((await jobsOf(db, printerId)).every((job) => job.printedAt)).toBe(true),
      );
      expect(ticketsIn(printer.received)).toEqual(['Bar 1', 'Bar 2', 'Bar 3']);
      expect((await status()).find((p) => p.id === printerId)).toMatchObject({
        online: true,
        waiting: 0,
      });
      await eventually(() => expect(bar().at(-1)).toMatchObject({ online: true, waiting: 0 }));
    } finally {
      await worker.stop();
      await printer.close();
    }
  });

  it('prints each ticket once when two nodes work on one database', async () => {
    const printer = await startBytePrinter();
    const printerId = await addPrinter('Tatlı', printer.port);
    const second = createDb(ctx.url, { max: 5 });
    afterAll(() => second.$client.end());
    const texts = Array.from({ length: 20 }, (_, index) => `Tatlı ${index + 1}`);
    // Both nodes queue at once. The workers start once every ticket is committed: a ticket
    // whose transaction commits later than one queued after it prints after it, so only then is
    // the queue's order (seq) the order a worker can see.
    await Promise.all([
      queueTickets(db, BOGAZ, 'Tatlı', texts.slice(0, 10)),
      queueTickets(second, BOGAZ, 'Tatlı', texts.slice(10)),
    ]);
    const workers = [
      startPrintWorker({ db, config, log, clock: app.clock }),
      startPrintWorker({ db: second, config, log, clock: app.clock }),
    ];
    try {
      await eventually(() => expect(printer.received).toHaveLength(20), 20_000);
      // Another round on both nodes sends nothing twice.
      for (const worker of workers) worker.wake();
      await Promise.all(workers.map((worker) => worker.settle()));
      const printed = ticketsIn(printer.received);
      expect([...printed].sort()).toEqual([...texts].sort());
      expect(new Set(printed).size).toBe(20);
      // In the queue's order, whichever node sent each one.
      const queued = (await jobsOf(db, printerId)).map((job) => job.document.blocks[0]);
      expect(printed).toEqual(queued.map((block) => (block?.kind === 'text' ? block.text : '')));
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await printer.close();
    }
  });
});
