import { computeBill, type BillInput } from '@masa/core/bill/bill';
import type { PrintDocument } from '@masa/core/printing/document';
import { describe, expect, it } from 'vitest';
import type { PaymentResponse } from '../../staff/payment-body.ts';
import { cancellationTicket } from './cancellation-ticket.ts';
import { prebillTicket } from './prebill-ticket.ts';
import { receiptTicket } from './receipt-ticket.ts';
import { reprintTicket } from './reprint-ticket.ts';
import { stationTicket, type StationTicket } from './station-ticket.ts';

// Each block as one line of paper, for reading a ticket in a test.
const paper = (doc: PrintDocument) =>
  doc.blocks.map((b) =>
    b.kind === 'text' ? b.text : b.kind === 'row' ? `${b.left} | ${b.right}` : b.kind,
  );
const block = (doc: PrintDocument, text: string) =>
  doc.blocks.find((b) => b.kind === 'text' && b.text.trim() === text);

const at = new Date('2026-11-29T11:35:00Z');
const kitchen: StationTicket = {
  station: 'Mutfak',
  table: 'Bahçe 4',
  orderNumbers: [112],
  waiter: null,
  at,
  course: null,
  avoided: ['sesame'],
  lines: [
    {
      quantity: 2,
      name: 'Köfte Burger',
      options: ['Az pişmiş'],
      extras: ['Çift peynir'],
      notes: 'Çıkarılsın: Soğan\nSosu ayrı gelsin',
      allergens: ['gluten', 'milk'],
    },
    { quantity: 1, name: 'Çoban Salata', options: [], extras: [], notes: null, allergens: [] },
  ],
};

describe('station ticket', () => {
  it('names the station, the table, the diner’s QR order, the time and every line', () => {
    const doc = stationTicket(kitchen);
    expect(paper(doc)).toEqual([
      'Mutfak',
      'Bahçe 4',
      'Sipariş #112',
      'QR sipariş',
      '29.11.2026 14:35',
      'ALERJİ NOTU: Susam',
      'rule',
      '2 x Köfte Burger',
      '  Az pişmiş',
      '  + Çift peynir',
      '  Çıkarılsın: Soğan',
      '  Not: Sosu ayrı gelsin',
      '  ALERJEN: Gluten, Süt',
      '1 x Çoban Salata',
    ]);
    expect(doc.cut).toBe(true);
    expect(block(doc, 'Mutfak')).toMatchObject({ inverse: true });
    expect(block(doc, 'Bahçe 4')).toMatchObject({ size: 2 });
    expect(block(doc, '2 x Köfte Burger')).toMatchObject({ bold: true });
    expect(block(doc, 'ALERJEN: Gluten, Süt')).toMatchObject({ inverse: true });
  });

  it('names the waiter and the course of a waiter’s order, and a fired course heads MARŞ', () => {
    const waiter = { ...kitchen, waiter: 'Ayşe Yılmaz', course: 'main' as const, avoided: [] };
    expect(paper(stationTicket(waiter)).slice(3, 6)).toEqual([
      'Garson: Ayşe Yılmaz',
      '29.11.2026 14:35',
      'Servis: Ana yemek',
    ]);
    const fired = stationTicket({ ...waiter, orderNumbers: [7, 9], fired: true });
    expect(paper(fired).slice(0, 4)).toEqual([
      'Mutfak',
      'MARŞ: Ana yemek',
      'Bahçe 4',
      'Sipariş #7, #9',
    ]);
    expect(block(fired, 'MARŞ: Ana yemek')).toMatchObject({ size: 2, bold: true });
  });
});

describe('cancellation and reprint', () => {
  it('prints İPTAL inverse with the voided units, whether made, why and who', () => {
    const doc = cancellationTicket({
      station: 'Bar',
      table: 'Bahçe 4',
      orderNumber: 112,
      at,
      lines: [
        {
          quantity: 1,
          name: 'Ayran',
          options: [],
          extras: [],
          notes: null,
          allergens: ['milk'],
        },
      ],
      kind: 'not_made',
      reason: 'Müşteri vazgeçti',
      by: 'Ayşe Yılmaz',
    });
    expect(paper(doc)).toEqual([
      'İPTAL',
      'Bar',
      'Bahçe 4',
      'Sipariş #112',
      '29.11.2026 14:35',
      'rule',
      '1 x Ayran',
      '  ALERJEN: Süt',
      'rule',
      'Yapılmadı',
      'Sebep: Müşteri vazgeçti',
      'İptal eden: Ayşe Yılmaz',
    ]);
    expect(block(doc, 'İPTAL')).toMatchObject({ inverse: true, size: 2 });
  });

  it('puts TEKRAR BASKI over the original ticket and never opens the drawer', () => {
    const original = { ...stationTicket(kitchen), openDrawer: true };
    const doc = reprintTicket(original, new Date('2026-11-29T12:00:00Z'));
    expect(paper(doc).slice(0, 4)).toEqual([
      'TEKRAR BASKI',
      'Tekrar basıldı: 29.11.2026 15:00',
      'rule',
      'Mutfak',
    ]);
    expect(doc.blocks.slice(3)).toEqual(original.blocks);
    expect(doc.openDrawer).toBeUndefined();
  });
});

// A table's bill: ₺480 of food at 10 %, a ₺60 Ayran at 20 %, a tea given as ikram, 10 % off.
const input: BillInput = {
  taxIncludedInPrice: true,
  lines: [
    {
      id: 'kofte',
      name: 'Köfte Burger',
      quantity: 2,
      unitPrice: 240_00,
      vatRate: 10,
      options: ['Az pişmiş'],
    },
    { id: 'ayran', name: 'Ayran', quantity: 2, unitPrice: 30_00, vatRate: 20 },
    { id: 'cay', name: 'Çay', quantity: 1, unitPrice: 0, vatRate: 10, ikram: true },
  ],
  charges: [],
  payments: [],
  staffDiscounts: [{ id: 'd1', lineId: null, kind: 'percent', value: 10, reason: 'Müdavim' }],
};
const business = {
  name: 'Boğaz Köftecisi',
  address: 'İskele Cd. 5, 34710 Kadıköy/İstanbul',
  phone: '0216 555 00 00',
  taxOffice: 'Kadıköy',
  taxNumber: '1234567890',
  article51: false,
};

describe('pre-bill', () => {
  it('prints ARA HESAP with the bill as the table panel shows it, to the kuruş', () => {
    const bill = computeBill(input);
    const doc = prebillTicket({
      business,
      table: 'Bahçe 4',
      at,
      bills: [{ orderNumber: 112, bill }],
    });
    expect(bill.total).toBe(486_00);
    expect(paper(doc)).toEqual([
      'Boğaz Köftecisi',
      'İskele Cd. 5, 34710 Kadıköy/İstanbul',
      '0216 555 00 00',
      'Kadıköy V.D. · VKN 1234567890',
      'ARA HESAP',
      '29.11.2026 14:35',
      'Masa: Bahçe 4',
      'rule',
      'Sipariş #112',
      '2 x Köfte Burger | 480,00 TL',
      '  Az pişmiş',
      '2 x Ayran | 60,00 TL',
      '1 x Çay | İkram 0,00 TL',
      'rule',
      'Ara Toplam | 540,00 TL',
      'İndirim · Müdavim %10 | -54,00 TL',
      `KDV %10 (dahil) | ${money(bill.vat[0]!.vat)}`,
      `KDV %20 (dahil) | ${money(bill.vat[1]!.vat)}`,
      'Toplam | 486,00 TL',
      'Kalan | 486,00 TL',
      'rule',
      'Bilgi fişidir, mali değeri yoktur.',
    ]);
    expect(bill.vat.map((v) => v.rate)).toEqual([10, 20]);
  });
});

function money(kurus: number) {
  return `${(kurus / 100).toFixed(2).replace('.', ',')} TL`;
}

describe('receipt', () => {
  const bill = computeBill({
    ...input,
    payments: [
      {
        id: 'p1',
        method: 'cash',
        tip: 14_00,
        lines: [
          { lineId: 'kofte', quantity: 2 },
          { lineId: 'ayran', quantity: 2 },
          { lineId: 'cay', quantity: 1 },
        ],
        charges: [],
      },
    ],
  });
  const payment = (method: string): PaymentResponse => ({
    id: 'p1',
    amount: 486_00,
    tipAmount: 14_00,
    method,
    lines: [],
    charges: [],
    shares: [],
    billRequestId: null,
    splitBillRequestId: null,
    createdAt: at.toISOString(),
    receipt: {
      business,
      recordedBy: 'Ayşe Yılmaz',
      lines: [
        { lineId: 'kofte', quantity: 2, amount: 480_00 },
        { lineId: 'ayran', quantity: 2, amount: 60_00 },
        { lineId: 'cay', quantity: 1, amount: 0 },
      ],
      shares: [],
      campaign: null,
      staffDiscount: {
        amount: 54_00,
        discounts: [{ reason: 'Müdavim', kind: 'percent', value: 10 }],
      },
    },
  });

  it('prints the receipt on screen: lines, discount, VAT by rate, method, change, not fiscal', () => {
    const doc = receiptTicket({
      orderNumber: 112,
      table: 'Bahçe 4',
      payment: payment('cash'),
      bill,
      received: 600_00,
    });
    const lines = paper(doc);
    expect(bill.payments[0]!.vat.map((v) => v.rate)).toEqual([10, 20]);
    expect(lines.slice(4)).toEqual([
      '29.11.2026 14:35',
      'Masa: Bahçe 4 · Ödemeyi alan: Ayşe Yılmaz',
      'Sipariş #112 ödeme fişi',
      'rule',
      '2 x Köfte Burger | 480,00 TL',
      '  Az pişmiş',
      '2 x Ayran | 60,00 TL',
      '1 x Çay | İkram 0,00 TL',
      'İndirim · Müdavim %10 | -54,00 TL',
      'rule',
      ...bill.payments[0]!.vat.map((v) => `KDV %${v.rate} (dahil) | ${money(v.vat)}`),
      'Tutar | 486,00 TL',
      'Bahşiş | 14,00 TL',
      'Nakit | 500,00 TL',
      'Alınan nakit | 600,00 TL',
      'Para üstü | 100,00 TL',
      'rule',
      'Toplam Ödenen | 500,00 TL',
      'Toplam Bahşiş | 14,00 TL',
      'Kalan | 0,00 TL',
      'rule',
      'Bilgi fişidir, mali değeri yoktur.',
    ]);
    expect(bill.payments[0]!.vat.reduce((s, v) => s + v.vat, 0)).toBe(bill.vatTotal);
    expect(doc.openDrawer).toBe(true);
  });

  it('says under the head that a business declared İş Kanunu article 51 (ADR 092)', () => {
    const declared = { ...business, article51: true };
    const receipt = receiptTicket({
      orderNumber: 112,
      table: 'Bahçe 4',
      payment: { ...payment('cash'), receipt: { ...payment('cash').receipt, business: declared } },
      bill,
    });
    const prebill = prebillTicket({
      business: declared,
      table: 'Bahçe 4',
      at,
      bills: [{ orderNumber: 112, bill }],
    });
    for (const doc of [receipt, prebill])
      expect(paper(doc).slice(3, 5)).toEqual([
        'Kadıköy V.D. · VKN 1234567890',
        'İş Kanunu m. 51 kapsamında yüzde usulü uygulanır.',
      ]);
    expect(
      paper(receiptTicket({ orderNumber: 112, table: 'Bahçe 4', payment: payment('cash'), bill })),
    ).not.toContain('İş Kanunu m. 51 kapsamında yüzde usulü uygulanır.');
  });

  it('opens no drawer for a card', () => {
    const doc = receiptTicket({
      orderNumber: 112,
      table: 'Bahçe 4',
      payment: payment('credit_card'),
      bill,
    });
    expect(doc.openDrawer).toBe(false);
    expect(paper(doc)).toContain('Kredi kartı | 500,00 TL');
    expect(paper(doc)).not.toContain('Para üstü | 100,00 TL');
  });
});
