import type { PrinterStatus } from '@masa/core/printing/printer.schemas';

/**
 * The printers the kitchen must hear about (issue 33): not answering while tickets wait for them.
 * One that is down with nothing to print, or never tried, is no news for the service; the
 * settings show its state.
 */
export const stalledPrinters = (printers: PrinterStatus[]) =>
  printers.filter((printer) => printer.online === false && printer.waiting > 0);
