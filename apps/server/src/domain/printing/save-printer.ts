import type { PrinterFields } from '@masa/core/printing/printer.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { printers } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { DbOrTx, Tx } from '../../lib/db-tx.ts';
import { type PrinterSetup, resolvePrinterAddress } from './printer-address.ts';

type Fields = Required<Omit<PrinterFields, 'paperWidth'>> & { paperWidth: 58 | 80 };

/** Adds a printer to the business, its address checked first (ADR 082). Returns its id. */
export async function createPrinter({
  tx,
  businessId,
  fields,
  setup,
}: {
  tx: Tx;
  businessId: string;
  fields: Fields;
  setup: PrinterSetup;
}): Promise<string> {
  await resolvePrinterAddress({ host: fields.host, port: fields.port, setup });
  const [row] = await tx
    .insert(printers)
    .values({ businessId, ...fields })
    .returning({ id: printers.id });
  return row!.id;
}

/**
 * Changes some of a printer's fields; the address is checked again when it or the port changed.
 * A printer of another business, or archived: 404, nothing changed.
 */
export async function updatePrinter({
  tx,
  businessId,
  printerId,
  fields,
  setup,
}: {
  tx: Tx;
  businessId: string;
  printerId: string;
  fields: Partial<Fields>;
  setup: PrinterSetup;
}): Promise<void> {
  const [current] = await tx
    .select({ host: printers.host, port: printers.port })
    .from(printers)
    .where(ownPrinter(businessId, printerId))
    .for('update');
  if (!current) throw refuse(404, 'PRINTER_NOT_FOUND');
  if (fields.host !== undefined || fields.port !== undefined) {
    const host = fields.host ?? current.host;
    const port = fields.port ?? current.port;
    await resolvePrinterAddress({ host, port, setup });
  }
  if (Object.keys(fields).length === 0) return;
  await tx.update(printers).set(fields).where(eq(printers.id, printerId));
}

/** Archives a printer: it leaves the lists and gets no new ticket; its printed jobs stay. */
export async function archivePrinter({
  tx,
  businessId,
  printerId,
}: {
  tx: Tx;
  businessId: string;
  printerId: string;
}): Promise<void> {
  const archived = await tx
    .update(printers)
    .set({ archivedAt: new Date() })
    .where(ownPrinter(businessId, printerId))
    .returning({ id: printers.id });
  if (archived.length === 0) throw refuse(404, 'PRINTER_NOT_FOUND');
}

export const ownPrinter = (businessId: string, printerId: string) =>
  and(eq(printers.id, printerId), eq(printers.businessId, businessId), isNull(printers.archivedAt));

/** A printer of the business that is not archived; 404 PRINTER_NOT_FOUND otherwise. */
export async function findOwnPrinter({
  db,
  businessId,
  printerId,
}: {
  db: DbOrTx;
  businessId: string;
  printerId: string;
}) {
  const [row] = await db.select().from(printers).where(ownPrinter(businessId, printerId));
  if (!row) throw refuse(404, 'PRINTER_NOT_FOUND');
  return row;
}
