import { computeBill } from '@masa/core/bill/bill';
import { decodeEscPos, ticketText } from '@masa/core/printing/decode-escpos';
import type { PrintDocument } from '@masa/core/printing/document';
import { encodeEscPos } from '@masa/core/printing/encode-escpos';
import { describe, expect, it } from 'vitest';
import { cancellationTicket } from './cancellation-ticket.ts';
import { prebillTicket } from './prebill-ticket.ts';
import { stationTicket } from './station-ticket.ts';

// The layouts as a printer prints them: encoded for one paper and character table, read back.
const printed = (doc: PrintDocument, paperWidth: 58 | 80, codePage: 'pc857' | 'cp1254') => {
  const tickets = decodeEscPos(encodeEscPos(doc, { paperWidth, codePage, hasDrawer: true }));
  expect(tickets).toHaveLength(1);
  return tickets[0]!;
};

const at = new Date('2026-11-29T11:35:00Z');
const order = stationTicket({
  station: 'Mutfak',
  table: 'Bahçe 4',
  orderNumbers: [112],
  waiter: 'Ayşe Yılmaz',
  at,
  course: 'main',
  avoided: [],
  lines: [
    {
      quantity: 2,
      name: 'Köfte Burger',
      options: ['Az pişmiş'],
      extras: ['Çift peynir'],
      notes: 'Şoförün oğlu: ığdır',
      allergens: ['gluten', 'milk'],
    },
  ],
});

describe.each([
  [58, 'pc857'],
  [80, 'cp1254'],
  [80, 'pc857'],
  [58, 'cp1254'],
] as const)('tickets at %i mm in %s', (width, page) => {
  it('print every Turkish letter and mark the allergens inverse', () => {
    const ticket = printed(order, width, page);
    const text = ticketText(ticket);
    for (const line of [
      '2 x Köfte Burger',
      '  Az pişmiş',
      '  + Çift peynir',
      'Garson: Ayşe Yılmaz',
    ]) {
      expect(text.split('\n')).toContain(line);
    }
    expect(text).toContain('Not: Şoförün oğlu: ığdır');
    expect(ticket.lines.find((l) => l.text.includes('ALERJEN'))).toMatchObject({
      text: '  ALERJEN: Gluten, Süt',
      inverse: true,
    });
    expect(ticket.lines.find((l) => l.text === '2 x Köfte Burger')).toMatchObject({ bold: true });
    expect(ticket.lines.find((l) => l.text.includes('Bahçe 4'))).toMatchObject({ size: 2 });
    expect(ticket).toMatchObject({ codePage: page, cut: true, drawerPulses: 0 });
  });

  it('print İPTAL and the pre-bill’s figures padded to the paper’s width', () => {
    const cancel = printed(
      cancellationTicket({
        station: 'Bar',
        table: 'Bahçe 4',
        orderNumber: 112,
        at,
        lines: [
          { quantity: 1, name: 'Ayran', options: [], extras: [], notes: null, allergens: [] },
        ],
        kind: 'wasted',
        reason: 'Döküldü',
        by: 'Ayşe Yılmaz',
      }),
      width,
      page,
    );
    expect(cancel.lines[0]).toMatchObject({ text: 'İPTAL', inverse: true, size: 2 });
    const bill = computeBill({
      taxIncludedInPrice: true,
      lines: [{ id: 'a', name: 'Ayran', quantity: 2, unitPrice: 30_00, vatRate: 20 }],
      charges: [],
      payments: [],
    });
    const business = { name: 'Boğaz', address: '', phone: '', taxOffice: null, taxNumber: null };
    const prebill = ticketText(
      printed(
        prebillTicket({ business, table: 'Bahçe 4', at, bills: [{ orderNumber: 1, bill }] }),
        width,
        page,
      ),
    ).split('\n');
    const columns = width === 58 ? 32 : 48;
    expect(prebill).toContain(`${'Toplam'.padEnd(columns - 8)}60,00 TL`);
    expect(prebill).toContain(`${'KDV %20 (dahil)'.padEnd(columns - 8)}10,00 TL`);
    // 34 letters: two lines on 58 mm paper, one on 80 mm.
    const foot = prebill.map((line) => line.trim()).join(' ');
    expect(foot).toContain('Bilgi fişidir, mali değeri yoktur.');
  });
});
