import type { Texts } from '@masa/core/i18n/texts';
import type { PRINTER_MESSAGES } from '../../domain/printing/printer-messages.ts';

/** The printer routes' answers in English (issue 33, ADR 046). */
export const PRINTER_MESSAGES_EN: Texts<typeof PRINTER_MESSAGES> = {
  notFound: 'Printer not found',
  addressNotLocal: (host) =>
    `${host} is not an address on the local network; a printer can only be at an address of the business's network (192.168.x.x, 10.x.x.x, 172.16–31.x.x)`,
  loopbackRefused: (host) =>
    `${host} is this server itself; it can only be used on the virtual printer's ports`,
  unreachable: (address, reason) =>
    `The printer at ${address} does not answer (${reason}). Check that it is on and connected, and its address and port.`,
  timedOut: 'timed out',
  refused: 'connection refused',
  hungUp: 'the printer closed the connection',
  archived: 'Printer removed',
};
