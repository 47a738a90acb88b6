/**
 * A ticket as the server lays it out, before it becomes a printer's bytes (issue 33): the
 * kitchen's or the bar's order, a fired course, a cancellation, a pre-bill, a receipt, a test
 * page. Plain data, stored as a print job's body (jsonb), so a job prints the same bytes on any
 * node and a reprint is the same ticket again. `encodeEscPos` turns it into ESC/POS for one
 * printer's paper width and character table; `decodeEscPos` reads those bytes back (the virtual
 * printer and the tests).
 */
export type PrintAlign = 'left' | 'center' | 'right';

export type PrintBlock =
  /** Text, wrapped to the paper's width. `size: 2` is double width and height. */
  | {
      kind: 'text';
      text: string;
      align?: PrintAlign;
      bold?: boolean;
      /** White on black: allergens and the station's name stand out. */
      inverse?: boolean;
      size?: 1 | 2;
    }
  /** A label on the left and a figure on the right of one line ("2 × Ayran ……… ₺60,00"). */
  | { kind: 'row'; left: string; right: string; bold?: boolean }
  /** A full-width line of dashes. */
  | { kind: 'rule' }
  /** Empty lines. */
  | { kind: 'feed'; lines: number };

export type PrintDocument = {
  blocks: PrintBlock[];
  /** Cut the paper after the ticket (every ticket does, unless the printer has no cutter). */
  cut: boolean;
  /** Pulse the cash drawer on the printer's drawer port (a cash payment's receipt). */
  openDrawer?: boolean;
};

export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** Characters per line in the printer's font A: 32 on 58 mm paper, 48 on 80 mm. */
export const CHARS_PER_LINE: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/**
 * The character tables that print Turkish (ş ğ ı İ ö ü ç): PC857 (ESC t 13 on Epson and most
 * clones) and Windows-1254 (ESC t 48 on many Xprinter and Turkish-market models).
 */
export const CODE_PAGES = ['pc857', 'cp1254'] as const;
export type CodePage = (typeof CODE_PAGES)[number];
