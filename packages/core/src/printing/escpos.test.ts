import { describe, expect, it } from 'vitest';
import { byteToChar, charToByte, printableText } from './code-pages.ts';
import { decodeEscPos, ticketText } from './decode-escpos.ts';
import type { PrintDocument } from './document.ts';
import { CODE_PAGES, PAPER_WIDTHS } from './document.ts';
import { encodeEscPos } from './encode-escpos.ts';

const TURKISH = 'şğıİöüçŞĞÖÜÇâî';

const kitchenTicket: PrintDocument = {
  blocks: [
    { kind: 'text', text: 'MUTFAK', inverse: true, align: 'center' },
    { kind: 'text', text: 'Masa 4', size: 2 },
    { kind: 'text', text: '2 x Köfte Burger', bold: true },
    { kind: 'row', left: 'Şiş kebap', right: '₺320,00' },
    { kind: 'rule' },
    { kind: 'text', text: 'ALERJEN: Gluten, Süt', inverse: true, bold: true },
    { kind: 'text', text: 'Not: Soğansız, çok acılı; İyi pişmiş' },
  ],
  cut: true,
};

describe('ESC/POS encoding and decoding', () => {
  for (const codePage of CODE_PAGES) {
    it(`round-trips every Turkish letter through ${codePage}`, () => {
      for (const char of TURKISH) {
        const byte = charToByte(char, codePage);
        expect(byte, char).not.toBeNull();
        expect(byte).toBeGreaterThanOrEqual(0x80);
        expect(byteToChar(byte ?? 0, codePage)).toBe(char);
      }
    });

    for (const paperWidth of PAPER_WIDTHS) {
      it(`prints a kitchen ticket in ${codePage} on ${paperWidth} mm paper and reads it back`, () => {
        const width = paperWidth === 58 ? 32 : 48;
        const bytes = encodeEscPos(kitchenTicket, { paperWidth, codePage });
        const [ticket, ...more] = decodeEscPos(bytes);
        expect(more).toEqual([]);
        expect(ticket?.cut).toBe(true);
        expect(ticket?.codePage).toBe(codePage);
        expect(ticket?.drawerPulses).toBe(0);
        const plain = { bold: false, inverse: false, size: 1, align: 'left' };
        expect(ticket?.lines).toEqual([
          { ...plain, text: 'MUTFAK', inverse: true, align: 'center' },
          { ...plain, text: 'Masa 4', size: 2 },
          { ...plain, text: '2 x Köfte Burger', bold: true },
          {
            ...plain,
            text: `${'Şiş kebap'.padEnd(width - 9)} TL320,00`,
          },
          { ...plain, text: '-'.repeat(width) },
          { ...plain, text: 'ALERJEN: Gluten, Süt', inverse: true, bold: true },
          ...(width === 32
            ? [
                { ...plain, text: 'Not: Soğansız, çok acılı; İyi' },
                { ...plain, text: 'pişmiş' },
              ]
            : [{ ...plain, text: 'Not: Soğansız, çok acılı; İyi pişmiş' }]),
        ]);
      });
    }
  }

  it('wraps at 32 and 48 columns, a double-size text at half, a long word where the line ends', () => {
    const words = 'Izgara köfte, pilav, közlenmiş biber ve domates ile servis edilir';
    const at = (paperWidth: 58 | 80, size: 1 | 2) =>
      ticketText(
        decodeEscPos(
          encodeEscPos(
            { blocks: [{ kind: 'text', text: words, size }], cut: true },
            { paperWidth, codePage: 'pc857' },
          ),
        )[0]!,
      ).split('\n');
    expect(at(58, 1)).toEqual([
      'Izgara köfte, pilav, közlenmiş',
      'biber ve domates ile servis',
      'edilir',
    ]);
    expect(at(80, 1)).toEqual([
      'Izgara köfte, pilav, közlenmiş biber ve domates',
      'ile servis edilir',
    ]);
    expect(at(58, 2)).toEqual([
      'Izgara köfte,',
      'pilav, közlenmiş',
      'biber ve domates',
      'ile servis',
      'edilir',
    ]);
    for (const lines of [at(58, 1), at(80, 1), at(58, 2)]) {
      expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(48);
    }
    const long = encodeEscPos(
      { blocks: [{ kind: 'text', text: 'x'.repeat(40) }], cut: true },
      { paperWidth: 58, codePage: 'cp1254' },
    );
    expect(ticketText(decodeEscPos(long)[0]!)).toBe(`${'x'.repeat(32)}\n${'x'.repeat(8)}`);
    const option = encodeEscPos(
      { blocks: [{ kind: 'text', text: '  + Ekstra kaşar, ekstra sucuk, acı sos' }], cut: true },
      { paperWidth: 58, codePage: 'pc857' },
    );
    expect(ticketText(decodeEscPos(option)[0]!)).toBe('  + Ekstra kaşar, ekstra sucuk,\n  acı sos');
  });

  it('prints what a table lacks as a stand-in or ?, never throwing', () => {
    expect(printableText('Çay ₺25 🍵 € … 中', 'pc857')).toBe('Çay TL25 ? EUR ... ?');
    expect(printableText('Çay ₺25 🍵 € … 中', 'cp1254')).toBe('Çay TL25 ? € … ?');
    expect(printableText('İSKENDER'.toLocaleLowerCase('en'), 'cp1254')).toBe('iskender');
    const bytes = encodeEscPos(
      { blocks: [{ kind: 'text', text: 'Not: 🌶️ acı' }], cut: true },
      { paperWidth: 80, codePage: 'pc857' },
    );
    expect(ticketText(decodeEscPos(bytes)[0]!)).toBe('Not: ?? acı');
    const note = encodeEscPos(
      { blocks: [{ kind: 'text', text: 'Not: kapıda\r\nzil çalmayın' }], cut: true },
      { paperWidth: 80, codePage: 'cp1254' },
    );
    expect(ticketText(decodeEscPos(note)[0]!)).toBe('Not: kapıda\nzil çalmayın');
  });

  it('pulses the drawer only when the ticket asks and the printer has one', () => {
    const receipt: PrintDocument = {
      blocks: [{ kind: 'text', text: 'Nakit' }],
      cut: true,
      openDrawer: true,
    };
    const pulses = (hasDrawer?: boolean, doc = receipt) =>
      decodeEscPos(encodeEscPos(doc, { paperWidth: 80, codePage: 'cp1254', hasDrawer }))[0]
        ?.drawerPulses;
    expect(pulses(true)).toBe(1);
    expect(pulses(false)).toBe(0);
    expect(pulses(undefined)).toBe(0);
    expect(pulses(true, { ...receipt, openDrawer: false })).toBe(0);
    const bytes = [
      ...encodeEscPos(receipt, { paperWidth: 80, codePage: 'cp1254', hasDrawer: true }),
    ];
    expect(bytes.join(',')).toContain([0x1b, 0x70, 0, 25, 250].join(','));
  });

  it('keeps bytes after the last cut apart as a ticket the printer never cut', () => {
    const one = encodeEscPos(kitchenTicket, { paperWidth: 80, codePage: 'pc857' });
    const half = encodeEscPos(
      {
        blocks: [
          { kind: 'text', text: 'BAR' },
          { kind: 'text', text: '1 x Ayran' },
        ],
        cut: true,
      },
      { paperWidth: 80, codePage: 'pc857' },
    ).slice(0, 14);
    const tickets = decodeEscPos(Uint8Array.from([...one, ...half]));
    expect(tickets.map((t) => t.cut)).toEqual([true, false]);
    expect(ticketText(tickets[1]!)).toBe('BAR\n1 x A');
    expect(decodeEscPos(new Uint8Array())).toEqual([]);
  });
});
