import { ESC_T_NUMBER, charToByte, printableText } from './code-pages.ts';
import { CHARS_PER_LINE } from './document.ts';
import type { CodePage, PaperWidth, PrintAlign, PrintBlock, PrintDocument } from './document.ts';
import { layoutRow, wrapText } from './layout-lines.ts';

export type EscPosPrinter = { paperWidth: PaperWidth; codePage: CodePage; hasDrawer?: boolean };

export const ESC = 0x1b;
export const GS = 0x1d;
export const LF = 0x0a;
export const ALIGN_NUMBER: Record<PrintAlign, number> = { left: 0, center: 1, right: 2 };
/** GS ! n: double width (0x10) and double height (0x01). */
export const DOUBLE_SIZE = 0x11;
/** GS V 66 n: feed to the cutter plus n motion units, then cut (partial cut). */
const FEED_AND_CUT = [GS, 0x56, 66, 3];
/** ESC p 0 25 250: a 50 ms pulse on drawer pin 2, 500 ms off (Epson's usual values). */
const DRAWER_PULSE = [ESC, 0x70, 0, 25, 250];

/**
 * A ticket as ESC/POS bytes for one printer (issue 33): the few commands every Epson-compatible
 * thermal printer understands, written here rather than through a library (ADR 081). Texts are
 * wrapped to the paper's columns (a double-size text to half of them) and printed in the
 * printer's character table; what the table lacks prints as a stand-in or '?', never an error.
 */
export function encodeEscPos(doc: PrintDocument, printer: EscPosPrinter): Uint8Array {
  const out: number[] = [ESC, 0x40, ESC, 0x74, ESC_T_NUMBER[printer.codePage]];
  if (doc.openDrawer && printer.hasDrawer) out.push(...DRAWER_PULSE);
  const width = CHARS_PER_LINE[printer.paperWidth];
  for (const block of doc.blocks) out.push(...encodeBlock(block, width, printer.codePage));
  if (doc.cut) out.push(...FEED_AND_CUT);
  return Uint8Array.from(out);
}

function encodeBlock(block: PrintBlock, width: number, page: CodePage): number[] {
  switch (block.kind) {
    case 'feed':
      return Array<number>(Math.max(0, Math.min(block.lines, 20))).fill(LF);
    case 'rule':
      return lineBytes('-'.repeat(width), page);
    case 'row': {
      const left = printableText(block.left, page);
      const lines = layoutRow(left, printableText(block.right, page), width);
      return styled(
        { bold: block.bold },
        lines.flatMap((line) => lineBytes(line, page)),
      );
    }
    case 'text': {
      const size = block.size ?? 1;
      const lines = wrapText(printableText(block.text, page), size === 2 ? width / 2 : width);
      return styled(
        { bold: block.bold, inverse: block.inverse, size, align: block.align },
        lines.flatMap((line) => lineBytes(line, page)),
      );
    }
  }
}

type Style = { bold?: boolean; inverse?: boolean; size?: 1 | 2; align?: PrintAlign };

/** Turns each style on before the lines and off after them, so a block never leaks its style. */
function styled(style: Style, body: number[]): number[] {
  const on: number[] = [];
  const off: number[] = [];
  if (style.align && style.align !== 'left') {
    on.push(ESC, 0x61, ALIGN_NUMBER[style.align]);
    off.push(ESC, 0x61, 0);
  }
  if (style.bold) {
    on.push(ESC, 0x45, 1);
    off.push(ESC, 0x45, 0);
  }
  if (style.inverse) {
    on.push(GS, 0x42, 1);
    off.push(GS, 0x42, 0);
  }
  if (style.size === 2) {
    on.push(GS, 0x21, DOUBLE_SIZE);
    off.push(GS, 0x21, 0);
  }
  return [...on, ...body, ...off];
}

function lineBytes(line: string, page: CodePage): number[] {
  return [...[...line].map((char) => charToByte(char, page) ?? 0x3f), LF];
}
