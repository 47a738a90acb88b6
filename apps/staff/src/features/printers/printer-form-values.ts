import { CODE_PAGES, PAPER_WIDTHS } from '@masa/core/printing/document';
import {
  type Printer,
  printerFields,
  type PrinterFields,
} from '@masa/core/printing/printer.schemas';

/** What the printer form edits, as typed (the port is text until it is checked). */
export type PrinterFormValues = Omit<Required<PrinterFields>, 'port'> & { port: string };

/** The body of POST /api/staff/printers and PATCH /api/staff/printers/{id}. */
export type PrinterBody = Required<PrinterFields>;

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
 * The form's values as the request's body, or the first problem the form can see, checked with
 * the server's own schema and words (an empty name, an address that is no address, a port that
 * is not a whole number from 1 to 65535). Which addresses are allowed (the local network only,
 * ADR 082) is the server's alone.
 */
export function printerBody(
  values: PrinterFormValues,
): { body: PrinterBody } | { problem: string } {
  const port = values.port.trim() === '' ? NaN : Number(values.port);
  const parsed = printerFields.safeParse({ ...values, port });
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? '' };
  return { body: parsed.data };
}
