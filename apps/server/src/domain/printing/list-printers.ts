import type { Printer, PrinterStatus } from '@masa/core/printing/printer.schemas';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { printers, printJobs } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { isTwin, type PrinterSetup } from './printer-address.ts';

type PrinterRow = typeof printers.$inferSelect;
type TwinConfig = Pick<PrinterSetup, 'twinPorts'>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A printer's row and waiting count as the API shows it (contract 5). */
export function presentPrinter(row: PrinterRow, waiting: number, setup: TwinConfig): Printer {
  const { lastSuccessAt, lastErrorAt } = row;
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    port: row.port,
    paperWidth: row.paperWidth === 58 ? 58 : 80,
    codePage: row.codePage,
    stations: row.stations,
    printsReceipts: row.printsReceipts,
    hasDrawer: row.hasDrawer,
    twin: isTwin(setup, row.host, row.port),
    state: {
      // Online when its last try went through; null before the first try.
      online:
        lastErrorAt === null
          ? lastSuccessAt === null
            ? null
            : true
          : lastSuccessAt !== null && lastSuccessAt >= lastErrorAt,
      waiting,
      lastSuccessAt: iso(lastSuccessAt),
      lastErrorAt: iso(lastErrorAt),
      lastError: row.lastError,
    },
  };
}

/** The business's printers (archived ones left out), in the order they were added. */
export async function listPrinters({
  db,
  businessId,
  setup,
  printerId,
}: {
  db: DbOrTx;
  businessId: string;
  setup: TwinConfig;
  /** Only this one (an empty list when it is not the business's). */
  printerId?: string;
}): Promise<Printer[]> {
  const waiting = db
    .select({ printerId: printJobs.printerId, n: count().as('n') })
    .from(printJobs)
    .where(and(eq(printJobs.businessId, businessId), isNull(printJobs.printedAt)))
    .groupBy(printJobs.printerId)
    .as('waiting');
  const rows = await db
    .select({ printer: printers, waiting: waiting.n })
    .from(printers)
    .leftJoin(waiting, eq(waiting.printerId, printers.id))
    .where(
      and(
        eq(printers.businessId, businessId),
        isNull(printers.archivedAt),
        printerId === undefined ? undefined : eq(printers.id, printerId),
      ),
    )
    .orderBy(asc(printers.createdAt), asc(printers.id));
  return rows.map((row) => presentPrinter(row.printer, row.waiting ?? 0, setup));
}

/** The state part of each printer: the board's banner and the `printers:status` event. */
export async function loadPrinterStatus(args: {
  db: DbOrTx;
  businessId: string;
  setup: TwinConfig;
}): Promise<PrinterStatus[]> {
  return (await listPrinters(args)).map(({ id, name, stations, printsReceipts, twin, state }) => ({
    id,
    name,
    stations,
    printsReceipts,
    twin,
    ...state,
  }));
}
