import { decodeEscPos, ticketText } from '@masa/core/printing/decode-escpos';
import type { PrintDocument } from '@masa/core/printing/document';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { printers, printJobs } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { enqueuePrintJob } from '../../src/domain/printing/enqueue-print-job.ts';
import type { createLiveApp } from '../live-orders/live-fixture.ts';

// o33's helpers (the worker's tests)
/** A ticket whose one line names it, to read back from the bytes. */
export const ticket = (text: string): PrintDocument => ({
  blocks: [{ kind: 'text', text, bold: true }],
  cut: true,
});

/** Queues tickets for a station as an order change would, in one transaction each. */
export async function queueTickets(db: Db, businessId: string, station: string, texts: string[]) {
  for (const text of texts)
    await db.transaction((tx) =>
      enqueuePrintJob({
        tx,
        businessId,
        target: { station },
        kind: 'order',
        document: ticket(text),
      }),
    );
}

/** The text of each ticket in the bytes a printer received, in order. */
export const ticketsIn = (received: Buffer[]) =>
  received.flatMap((bytes) => decodeEscPos(bytes).map((decoded) => ticketText(decoded).trim()));

export const jobsOf = (db: Db, printerId: string) =>
  db.select().from(printJobs).where(eq(printJobs.printerId, printerId)).orderBy(asc(printJobs.seq));

/** Waits for a condition the worker brings about (it polls every half second). */
export const eventually = (check: () => Promise<void> | void, timeout = 15_000) =>
  expect
    .poll(
      async () => {
        try {
          await check();
          return true;
        } catch (error) {
          return String(error);
        }
      },
      { timeout, interval: 100 },
    )
    .toBe(true);

// t33's helpers (the tickets' tests)
type Ctx = Awaited<ReturnType<typeof createLiveApp>>;

/** A ticket's blocks as lines of paper, for reading it in a test. */
export const paper = (doc: PrintDocument) =>
  doc.blocks.map((b) =>
    b.kind === 'text' ? b.text : b.kind === 'row' ? `${b.left} | ${b.right}` : b.kind,
  );

/**
 * Bogaz's printers for a test (issue 33): its Mutfak, its Bar, and a till that prints receipts
 * with a drawer; whatever printers it had (the demo's) archived, so only these print. Ege gets
 * a Mutfak printer of its own that must never see bogaz's tickets.
 */
export async function setUpPrinters(ctx: Ctx) {
  const { db } = ctx;
  const bogaz = DEMO_BUSINESS_IDS.bogaz;
  await db
    .update(printers)
    .set({ archivedAt: new Date() })
    .where(inArray(printers.businessId, [bogaz, DEMO_BUSINESS_IDS.ege]));
  const add = async (businessId: string, name: string, more: object) => {
    const [row] = await db
      .insert(printers)
      .values({ businessId, name, host: '192.168.1.50', port: 9100, ...more })
      .returning();
    return row!;
  };
  const mutfak = await add(bogaz, 'Mutfak yazıcısı', { stations: ['Mutfak'] });
  const bar = await add(bogaz, 'Bar yazıcısı', { stations: ['Bar'], paperWidth: 58 });
  const kasa = await add(bogaz, 'Kasa', { printsReceipts: true, hasDrawer: true });
  const ege = await add(DEMO_BUSINESS_IDS.ege, 'Ege mutfak', { stations: ['Mutfak', 'Bar'] });
  /** The jobs written since the last call, per printer, in order. */
  let seen = 0;
  const newJobs = async () => {
    const rows = await db.select().from(printJobs).orderBy(asc(printJobs.seq));
    const fresh = rows.slice(seen);
    seen = rows.length;
    const of = (printer: { id: string }) =>
      fresh
        .filter((job) => job.printerId === printer.id)
        .map((job) => ({
          kind: job.kind,
          orderId: job.orderId,
          doc: job.document,
          paper: paper(job.document),
        }));
    return { all: fresh, mutfak: of(mutfak), bar: of(bar), kasa: of(kasa), ege: of(ege) };
  };
  await newJobs();
  /** Only the till left: stations print nowhere. */
  const archive = (printer: { id: string }) =>
    db
      .update(printers)
      .set({ archivedAt: new Date() })
      .where(and(eq(printers.id, printer.id), isNull(printers.archivedAt)));
  const restore = (printer: { id: string }) =>
    db.update(printers).set({ archivedAt: null }).where(eq(printers.id, printer.id));
  return { mutfak, bar, kasa, ege, newJobs, archive, restore };
}
