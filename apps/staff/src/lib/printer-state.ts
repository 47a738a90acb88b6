import type { CodePage, PaperWidth } from '@masa/core/printing/document';

/**
 * A printer's state as the print worker last saw it (issue 33): `online` is null until it was
 * first tried; `waiting` counts the tickets not yet printed.
 */
export type PrinterState = {
  online: boolean | null;
  waiting: number;
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  lastError: string | null;
};

/** A business's network printer, as GET /api/staff/printers answers it. */
export type Printer = {
  id: string;
  name: string;
  host: string;
  port: number;
  paperWidth: PaperWidth;
  codePage: CodePage;
  stations: string[];
  printsReceipts: boolean;
  hasDrawer: boolean;
  /** The development twin (a virtual printer), not a printer on the counter. */
  twin: boolean;
  state: PrinterState;
};

/** One printer in GET /api/staff/printers/status and the `printers:status` event. */
export type PrinterStatus = Pick<Printer, 'id' | 'name' | 'stations' | 'printsReceipts' | 'twin'> &
  PrinterState;
export type PrintersStatus = { printers: PrinterStatus[] };

/**
 * The printers the kitchen must hear about: not answering while tickets wait for them. One that
 * is down with nothing to print, or never tried, is no news for the service (the settings say it).
 */
export const stalledPrinters = (printers: PrinterStatus[]) =>
  printers.filter((printer) => printer.online === false && printer.waiting > 0);
