import type { PrintDocument } from '@masa/core/printing/document';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { printers, printJobs } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import type { createLiveApp } from '../live-orders/live-fixture.ts';

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
