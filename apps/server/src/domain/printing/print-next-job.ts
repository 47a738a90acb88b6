import { encodeEscPos } from '@masa/core/printing/encode-escpos';
import type { CodePage, PrintDocument } from '@masa/core/printing/document';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type PrinterSetup, resolvePrinterAddress } from './printer-address.ts';
import { recordPrinterState } from './record-printer-state.ts';
import { PrinterSendError, sendToPrinter } from './send-to-printer.ts';

/** How long a ticket's bytes may take to reach the printer before the try counts as failed. */
export const PRINT_TIMEOUT_MS = 5_000;
/** The wait after a failed try: 1 s, doubling, at most 30 s (ADR 082). */
export const retryDelayMs = (attempts: number) => Math.min(30_000, 1_000 * 2 ** (attempts - 1));

type HeadJob = {
  id: string;
  business_id: string;
  document: PrintDocument;
  attempts: number;
  host: string;
  port: number;
  paper_width: number;
  code_page: CodePage;
  has_drawer: boolean;
};

export type PrintOutcome =
  { outcome: 'none' } | { outcome: 'printed' | 'failed'; businessId: string; jobId: string };

/**
 * Prints a printer's next ticket, if it is due (ADR 082). The head job, the lowest `seq` not
 * printed, is locked FOR UPDATE SKIP LOCKED: a node that finds it locked leaves the printer to
 * the node printing it, and the later jobs wait behind their head, so a printer's tickets come
 * out in order. The transaction stays open while the bytes go out and is committed with
 * `printed_at` only after the printer took them; a node killed before that commit loses its
 * lock, and the job prints again (the one job in flight may print twice, no other).
 */
export async function printNextJob({
  db,
  printerId,
  setup,
  now,
}: {
  db: Db;
  printerId: string;
  setup: PrinterSetup;
  /** The worker's clock (ADR 095): what is due, and when a failed try is due again. */
  now: Date;
}): Promise<PrintOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<HeadJob>(sql`
      select j.id, j.business_id, j.document, j.attempts,
             p.host, p.port, p.paper_width, p.code_page, p.has_drawer
      from print_jobs j join printers p on p.id = j.printer_id
      where j.id = (select id from print_jobs where printer_id = ${printerId} and printed_at is null
                    order by seq limit 1)
        and j.printed_at is null and j.next_attempt_at <= ${now} and p.archived_at is null
      for update of j skip locked`);
    const job = rows[0];
    if (!job) return { outcome: 'none' };
    let error: string | null = null;
    try {
      const address = await resolvePrinterAddress({ host: job.host, port: job.port, setup });
      const bytes = encodeEscPos(job.document, {
        paperWidth: job.paper_width === 58 ? 58 : 80,
        codePage: job.code_page,
        hasDrawer: job.has_drawer,
      });
      await sendToPrinter({ address, port: job.port, bytes, timeoutMs: PRINT_TIMEOUT_MS });
    } catch (failure) {
      error =
        failure instanceof PrinterSendError || failure instanceof AppError
          ? failure.message
          : String(failure);
    }
    const attempts = job.attempts + 1;
    await tx.execute(
      error === null
        ? sql`update print_jobs set printed_at = clock_timestamp(), attempts = ${attempts}, last_error = null where id = ${job.id}`
        : sql`update print_jobs set attempts = ${attempts}, last_error = ${error},
                next_attempt_at = ${new Date(now.getTime() + retryDelayMs(attempts))}
              where id = ${job.id}`,
    );
    await recordPrinterState({ db: tx, printerId, error });
    return {
      outcome: error === null ? 'printed' : 'failed',
      businessId: job.business_id,
      jobId: job.id,
    };
  });
}
