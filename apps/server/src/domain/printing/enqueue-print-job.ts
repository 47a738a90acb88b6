import type { PrintDocument } from '@masa/core/printing/document';
import { and, arrayOverlaps, eq, isNull } from 'drizzle-orm';
import type { PrintJobKind } from '../../db/schema/enums.ts';
import { printers, printJobs } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { writeOutboxEvents } from '../../realtime/outbox.ts';

/** The channel the print worker listens on; the outbox's relay notifies it after commit. */
export const PRINT_JOBS_CHANNEL = 'print_jobs';

/** Which of the business's printers a ticket goes to. */
export type PrintTarget =
  /** Every printer serving the station (a dish's category's `station`). */
  | { station: string }
  /** Every printer that prints pre-bills and receipts. */
  | { receipts: true }
  /** One printer (a test page, a reprint on the printer that printed it). */
  | { printerId: string };

/**
 * Writes one print job per printer the target names, in the caller's transaction (issue 33's
 * outbox): the ticket prints if and only if the order change commits. A station no printer
 * serves prints nothing. Returns the jobs' ids.
 */
export async function enqueuePrintJob({
  tx,
  businessId,
  target,
  kind,
  orderId = null,
  document,
}: {
  tx: Tx;
  businessId: string;
  target: PrintTarget;
  kind: PrintJobKind;
  orderId?: string | null;
  document: PrintDocument;
}): Promise<string[]> {
  const targets = await tx
    .select({ id: printers.id })
    .from(printers)
    .where(
      and(
        eq(printers.businessId, businessId),
        isNull(printers.archivedAt),
        'station' in target
          ? arrayOverlaps(printers.stations, [target.station])
          : 'receipts' in target
            ? eq(printers.printsReceipts, true)
            : eq(printers.id, target.printerId),
      ),
    )
    .orderBy(printers.createdAt, printers.id);
  if (targets.length === 0) return [];
  const rows = await tx
    .insert(printJobs)
    .values(targets.map(({ id }) => ({ businessId, printerId: id, kind, orderId, document })))
    .returning({ id: printJobs.id });
  // The worker's wake-up, sent by the outbox's relay after the commit (ADR 096).
  await writeOutboxEvents(tx, [
    { rooms: [], event: `pg:${PRINT_JOBS_CHANNEL}`, payload: businessId },
  ]);
  return rows.map((row) => row.id);
}
