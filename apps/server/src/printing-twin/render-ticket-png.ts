import type { DecodedTicket } from '@masa/core/printing/decode-escpos';
import { CHARS_PER_LINE } from '@masa/core/printing/document';
import type { PaperWidth } from '@masa/core/printing/document';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import type * as PImageModule from 'pureimage';

// DejaVu Sans Mono from the npm package dejavu-fonts-ttf (the QR sheet's font family, ADR 028):
// every Turkish letter, no system font. Pure JS drawing (pureimage): nothing native to build.
// pureimage and the fonts load with the first ticket drawn: only the virtual printer's viewer
// draws, so a server that never shows it does not hold them (ADR 112).
const require = createRequire(import.meta.url);
function loadPureimage() {
  loaded ??= import('pureimage').then(async (PImage) => {
    await Promise.all([
      PImage.registerFont(
        require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf'),
        'TicketMono',
      ).load(),
      PImage.registerFont(
        require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono-Bold.ttf'),
        'TicketMonoBold',
      ).load(),
    ]);
    return PImage;
  });
  return loaded;
}
let loaded: Promise<typeof PImageModule> | undefined;

/** A thermal head's font A: 12 × 24 dots, so 32 columns are 384 dots (58 mm), 48 are 576. */
const CELL = { width: 12, height: 24 };
const MARGIN = 12;
/** DejaVu Sans Mono advances 0.602 em: 20 px fills a 12-dot cell. */
const FONT_PX = 20;

/** The paper a ticket was printed on, read from its widest line (its rules are full width). */
export function guessPaperWidth(ticket: DecodedTicket): PaperWidth {
  const columns = Math.max(0, ...ticket.lines.map((line) => line.text.length * line.size));
  return columns > CHARS_PER_LINE[58] ? 80 : 58;
}

/**
 * A ticket as the printer would print it, as a PNG at the paper's dot width (the virtual
 * printer's viewer, issue 33): bold, white on black, double size and alignment as decoded.
 */
export function renderTicketPng(
  ticket: DecodedTicket,
  paperWidth: PaperWidth = guessPaperWidth(ticket),
): Promise<Buffer> {
  // A received ticket never changes, and drawing one takes about half a second of CPU here.
  const key = `${paperWidth}`;
  const drawn = cache.get(ticket) ?? new Map<string, Promise<Buffer>>();
  cache.set(ticket, drawn);
  const png = drawn.get(key) ?? draw(ticket, paperWidth);
  drawn.set(key, png);
  png.catch(() => drawn.delete(key));
  return png;
}

const cache = new WeakMap<DecodedTicket, Map<string, Promise<Buffer>>>();

async function draw(ticket: DecodedTicket, paperWidth: PaperWidth): Promise<Buffer> {
  const PImage = await loadPureimage();
  const columns = CHARS_PER_LINE[paperWidth];
  const width = columns * CELL.width;
  const rows = ticket.lines.reduce((sum, line) => sum + line.size, 0);
  const image = PImage.make(width, rows * CELL.height + 2 * MARGIN);
  const ctx = image.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, image.width, image.height);
  let y = MARGIN;
  for (const line of ticket.lines) {
    const cell = { width: CELL.width * line.size, height: CELL.height * line.size };
    const used = Math.min(line.text.length, Math.floor(columns / line.size));
    const free = width - used * cell.width;
    const x = line.align === 'center' ? free / 2 : line.align === 'right' ? free : 0;
    if (line.inverse) {
      ctx.fillStyle = '#000000';
      ctx.fillRect(x, y, used * cell.width, cell.height);
    }
    ctx.fillStyle = line.inverse ? '#ffffff' : '#000000';
    ctx.font = `${FONT_PX * line.size}px ${line.bold ? 'TicketMonoBold' : 'TicketMono'}`;
    ctx.fillText(line.text, x, y + cell.height * 0.78);
    y += cell.height;
  }
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await PImage.encodePNGToStream(image, stream);
  return Buffer.concat(chunks);
}
