import { decodeEscPos, ticketText } from '@masa/core/printing/decode-escpos';
import type { PrintDocument } from '@masa/core/printing/document';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { printJobs } from '../../src/db/schema/index.ts';
import { enqueuePrintJob } from '../../src/domain/printing/enqueue-print-job.ts';

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
