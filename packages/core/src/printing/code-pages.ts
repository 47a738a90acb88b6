import type { CodePage } from './document.ts';

/**
 * The two character tables a Turkish ticket prints in (issue 33), as the characters of bytes
 * 0x80–0xFF; 0x20–0x7E are ASCII in both. '\uFFFD' marks a byte the table leaves undefined.
 * Written out from the published tables (IBM PC857, Microsoft Windows-1254) so the encoder and
 * the decoder read the same data, without iconv (core imports nothing from node:).
 */
const HIGH_HALF: Record<CodePage, string> = {
  pc857:
    'ÇüéâäàåçêëèïîıÄÅÉæÆôöòûùİÖÜø£ØŞşáíóúñÑĞğ¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ºªÊËÈ\uFFFDÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµ\uFFFD×ÚÛÙìÿ¯´\u00AD±\uFFFD¾¶§÷¸°¨·¹³²■\u00A0',
  cp1254:
    '€\uFFFD‚ƒ„…†‡ˆ‰Š‹Œ\uFFFD\uFFFD\uFFFD\uFFFD‘’“”•–—˜™š›œ\uFFFD\uFFFDŸ\u00A0¡¢£¤¥¦§¨©ª«¬\u00AD®¯°±²³´µ¶·¸¹º»¼½¾¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏĞÑÒÓÔÕÖ×ØÙÚÛÜİŞßàáâãäåæçèéêëìíîïğñòóôõö÷øùúûüışÿ',
};

/**
 * The number `ESC t n` selects each table with. These are Epson's numbers (PC857 = 13,
 * WPC1254 = 48); other makers number their tables differently, which is why a printer's
 * settings choose the table by name and not by number (see docs/decisions/081).
 */
export const ESC_T_NUMBER: Record<CodePage, number> = { pc857: 13, cp1254: 48 };

const DECODE = new Map<CodePage, string[]>();
const ENCODE = new Map<CodePage, Map<string, number>>();
for (const page of Object.keys(HIGH_HALF) as CodePage[]) {
  const chars = [...HIGH_HALF[page]];
  DECODE.set(page, chars);
  ENCODE.set(
    page,
    new Map(chars.flatMap((char, i) => (char === '\uFFFD' ? [] : [[char, 0x80 + i]]))),
  );
}

/** The byte of one character in a table, or null when the table has no such character. */
export function charToByte(char: string, page: CodePage): number | null {
  const code = char.codePointAt(0) ?? 0;
  if (char.length === 1 && code >= 0x20 && code < 0x7f) return code;
  return ENCODE.get(page)?.get(char) ?? null;
}

/** The character of one byte in a table; '?' for a control byte or one the table leaves out. */
export function byteToChar(byte: number, page: CodePage | null): string {
  if (byte >= 0x20 && byte < 0x7f) return String.fromCharCode(byte);
  if (byte < 0x80 || page === null) return '?';
  const char = DECODE.get(page)?.[byte - 0x80] ?? '\uFFFD';
  return char === '\uFFFD' ? '?' : char;
}

/**
 * What to print for characters a table lacks but a reader must still understand: the lira sign
 * is in neither table, so prices print "TL" (as Turkish tills do); the euro only in Windows-1254.
 */
const STAND_INS: Record<string, string> = {
  '₺': 'TL',
  '€': 'EUR',
  '…': '...',
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '\t': ' ',
};

/**
 * A text as the printer will print it in one table, one character per column: stand-ins for
 * what the table lacks, '?' for anything else it cannot print (never an error: a ticket with an
 * emoji in a note must still reach the kitchen). Line breaks stay (the wrapping starts a new
 * line there); combining marks left over after NFC (the dot of a lower-cased 'İ') are dropped.
 */
export function printableText(text: string, page: CodePage): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/[\u0300-\u036f\r]/g, '')) {
    if (char === '\n' || charToByte(char, page) !== null) out += char;
    else if (STAND_INS[char] !== undefined) out += STAND_INS[char];
    else out += '?';
  }
  return out;
}
