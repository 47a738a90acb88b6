import {
  CODE_PAGES,
  type CodePage,
  PAPER_WIDTHS,
  type PaperWidth,
} from '@masa/core/printing/document';
import type { Printer } from '../../lib/printer-state.ts';

/** What the printer form edits, as typed (the port is text until it is checked). */
export type PrinterFormValues = {
  name: string;
  host: string;
  port: string;
  paperWidth: PaperWidth;
  codePage: CodePage;
  stations: string[];
  printsReceipts: boolean;
  hasDrawer: boolean;
};

/** The body of POST /api/staff/printers and PATCH /api/staff/printers/{id}. */
export type PrinterBody = Omit<PrinterFormValues, 'port'> & { port: number };

/** What the form can tell before asking the server; the server checks it all again. */
export type PrinterProblem = 'name' | 'host' | 'port';

export { CODE_PAGES, PAPER_WIDTHS };

export const newPrinterValues = (): PrinterFormValues => ({
  name: '',
  host: '',
  port: '9100',
  paperWidth: 80,
  codePage: 'pc857',
  stations: [],
  printsReceipts: false,
  hasDrawer: false,
});

export const printerValues = (printer: Printer): PrinterFormValues => ({
  name: printer.name,
  host: printer.host,
  port: String(printer.port),
  paperWidth: printer.paperWidth,
  codePage: printer.codePage,
  stations: printer.stations,
  printsReceipts: printer.printsReceipts,
  hasDrawer: printer.hasDrawer,
});

/**
 * The form's values as the request's body, or the first problem the form can see: an empty name
 * or address, a port that is not a whole number from 1 to 65535 (raw TCP; 9100 on most thermal
 * printers). The address's rules (the local network only) are the server's alone.
 */
export function printerBody(
  values: PrinterFormValues,
): { body: PrinterBody } | { problem: PrinterProblem } {
  const name = values.name.trim();
  const host = values.host.trim();
  if (!name) return { problem: 'name' };
  if (!host) return { problem: 'host' };
  const port = /^\d+$/.test(values.port.trim()) ? Number(values.port.trim()) : NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) return { problem: 'port' };
  return { body: { ...values, name, host, port } };
}
