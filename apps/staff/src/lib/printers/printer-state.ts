import type { PrinterStatus } from '@masa/core/printing/printer.schemas';

/**
 * The printers the kitchen must hear about (issue 33): not answering while tickets wait for them;
 * on a station's kitchen display, only the printers of that station. One that is down with
 * nothing to print, or never tried, is no news for the service; the settings show its state.
 */
export const stalledPrinters = (printers: PrinterStatus[], station?: string | null) =>
  printers.filter(
    (printer) =>
      printer.online === false &&
      printer.waiting > 0 &&
      (!station || printer.stations.includes(station)),
  );
