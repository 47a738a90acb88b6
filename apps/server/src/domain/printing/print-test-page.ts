import { encodeEscPos } from '@masa/core/printing/encode-escpos';
import type { PrintDocument } from '@masa/core/printing/document';
import type { printers } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { type PrinterSetup, resolvePrinterAddress } from './printer-address.ts';
import { recordPrinterState } from './record-printer-state.ts';
import { PrinterSendError, sendToPrinter } from './send-to-printer.ts';

/** The test page waits less than a ticket: a person is looking at the button. */
export const TEST_PAGE_TIMEOUT_MS = 3_000;

const testPage = (printer: typeof printers.$inferSelect, at: Date): PrintDocument => ({
  blocks: [
    { kind: 'text', text: 'TEST SAYFASI', align: 'center', inverse: true, size: 2 },
    { kind: 'text', text: printer.name, align: 'center', bold: true },
    { kind: 'rule' },
    { kind: 'text', text: 'ş ğ ı İ ö ü ç Ş Ğ Ö Ü Ç' },
    { kind: 'row', left: `${printer.host}:${printer.port}`, right: `${printer.paperWidth} mm` },
    { kind: 'row', left: 'Karakter tablosu', right: printer.codePage.toUpperCase() },
    { kind: 'text', text: at.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' }) },
    { kind: 'feed', lines: 2 },
  ],
  cut: true,
});

/**
 * Prints a test page now, straight to the printer rather than through the queue (the manager
 * wants to know whether it answers), and records the outcome as the printer's state. A printer
 * that does not take it: 422 PRINTER_UNREACHABLE naming its address.
 */
export async function printTestPage({
  db,
  printer,
  setup,
}: {
  db: Db;
  printer: typeof printers.$inferSelect;
  setup: PrinterSetup;
}): Promise<void> {
  const { host, port } = printer;
  const address = await resolvePrinterAddress({ host, port, setup });
  const bytes = encodeEscPos(testPage(printer, new Date()), {
    paperWidth: printer.paperWidth === 58 ? 58 : 80,
    codePage: printer.codePage,
  });
  try {
    await sendToPrinter({ address, port, bytes, timeoutMs: TEST_PAGE_TIMEOUT_MS });
  } catch (error) {
    const reason = error instanceof PrinterSendError ? error.reason : String(error);
    await recordPrinterState({ db, printerId: printer.id, error: reason });
    throw refuse(422, 'PRINTER_UNREACHABLE', { address: `${host}:${port}`, reason });
  }
  await recordPrinterState({ db, printerId: printer.id, error: null });
}
