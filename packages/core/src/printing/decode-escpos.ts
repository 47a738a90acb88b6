import { ESC_T_NUMBER, byteToChar } from './code-pages.ts';
import type { CodePage, PrintAlign } from './document.ts';

export type DecodedLine = {
  text: string;
  bold: boolean;
  inverse: boolean;
  size: 1 | 2;
  align: PrintAlign;
};

export type DecodedTicket = {
  /** The table selected by the last ESC t; null when the bytes never chose one. */
  codePage: CodePage | null;
  lines: DecodedLine[];
  /** False for the bytes after the last cut: a ticket the printer left hanging (a cut-off job). */
  cut: boolean;
  drawerPulses: number;
};

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;
const ALIGNS: PrintAlign[] = ['left', 'center', 'right'];
const PAGE_BY_NUMBER = new Map(
  Object.entries(ESC_T_NUMBER).map(([page, n]) => [n, page as CodePage]),
);

/**
 * Reads ESC/POS bytes back as the printer would print them (the virtual printer and the tests,
 * issue 33): one ticket per cut, lines with their style, the table they were printed in. Knows
 * the commands `encodeEscPos` writes and a few common others; an unknown command is skipped.
 */
export function decodeEscPos(bytes: Uint8Array): DecodedTicket[] {
  const tickets: DecodedTicket[] = [];
  const style = { bold: false, inverse: false, size: 1 as 1 | 2, align: 'left' as PrintAlign };
  let page: CodePage | null = null;
  let ticket: DecodedTicket | null = null;
  let line: DecodedLine | null = null;
  const current = () => (ticket ??= { codePage: page, lines: [], cut: false, drawerPulses: 0 });
  const endLine = (evenEmpty: boolean) => {
    if (line === null && evenEmpty) line = { text: '', ...style };
    if (line !== null) current().lines.push(line);
    line = null;
  };
  const arg = (i: number) => bytes[i] ?? 0;

  for (let i = 0; i < bytes.length; i++) {
    const byte = arg(i);
    current();
    if (byte === LF) endLine(true);
    else if (byte === ESC) {
      const command = arg(++i);
      if (command === 0x40) {
        Object.assign(style, { bold: false, inverse: false, size: 1, align: 'left' });
        page = current().codePage = null;
      } else if (command === 0x74) page = current().codePage = PAGE_BY_NUMBER.get(arg(++i)) ?? null;
      else if (command === 0x45 || command === 0x47) style.bold = (arg(++i) & 1) === 1;
      else if (command === 0x61) style.align = ALIGNS[arg(++i) % 48] ?? 'left';
      else if (command === 0x64) for (let n = arg(++i); n > 0; n--) endLine(true);
      else if (command === 0x70) {
        current().drawerPulses++;
        i += 3;
      } else if (command === 0x2d || command === 0x4a || command === 0x21) i++;
    } else if (byte === GS) {
      const command = arg(++i);
      if (command === 0x42) style.inverse = (arg(++i) & 1) === 1;
      else if (command === 0x21) style.size = arg(++i) === 0 ? 1 : 2;
      else if (command === 0x56) {
        if (arg(++i) === 65 || arg(i) === 66) i++;
        endLine(false);
        tickets.push({ ...current(), cut: true });
        ticket = null;
      }
    } else if (byte >= 0x20) {
      line ??= { text: '', ...style };
      line.text += byteToChar(byte, page);
    }
  }
  endLine(false);
  if (ticket !== null) tickets.push(ticket);
  return tickets;
}

/** A ticket's lines as plain text, one per line (tests and the virtual printer's viewer). */
export function ticketText(ticket: DecodedTicket): string {
  return ticket.lines.map((line) => line.text).join('\n');
}
