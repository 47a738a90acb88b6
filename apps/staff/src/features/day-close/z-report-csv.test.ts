import { daySummary } from '@masa/core/reports/day-summary';
import { computeBill } from '@masa/core/bill/bill';
import type { BusinessDay } from '@masa/core/reports/day.schemas';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '../../i18n/test-translator.ts';
import { zReportCsv } from './z-report-csv.ts';

// The Z summary's CSV (ADR 077, in ADR 030's format): a cash meal of ₺430 with a ₺20 tip taken
// by a waiter whose name a spreadsheet would run as a formula, the drawer counted ₺10 short.
const bill = computeBill({
  taxIncludedInPrice: true,
  lines: [{ id: 'l', name: 'Levrek', quantity: 1, unitPrice: 430_00, vatRate: 10 }],
  charges: [],
  payments: [
    { id: 'p', method: 'cash', tip: 20_00, lines: [{ lineId: 'l', quantity: 1 }], charges: [] },
  ],
});
const summary = daySummary({
  bills: [bill],
  paymentIds: new Set(['p']),
  takenBy: new Map([['p', { id: 's', name: '=HYPERLINK("http://x")' }]]),
  openingFloat: 500_00,
  countedCash: 940_00,
});
const day: BusinessDay = {
  id: 'd',
  business: {
    name: 'Kuğulu Kahvecisi',
    address: 'Kuğulu Park',
    phone: null,
    taxOffice: null,
    taxNumber: null,
  },
  openedAt: '2026-11-29T06:00:00.000Z',
  openedBy: { id: 'o', name: 'Mehmet Kaya' },
  periodStart: '2026-11-29T06:00:00.000Z',
  closedAt: '2026-11-29T22:00:00.000Z',
  closedBy: { id: 'o', name: 'Mehmet Kaya' },
  summary,
};

describe('zReportCsv', () => {
  it('writes every figure in lira for a Turkish Excel, and a formula-like name as text', () => {
    const csv = zReportCsv(day, testTranslator('tr'));
    expect(csv.startsWith('\uFEFFGün sonu raporu / Z raporu;Kuğulu Kahvecisi\r\n')).toBe(true);
    const rows = csv.slice(1).split('\r\n');
    expect(rows).toContain('Satış;Brüt satış;430,00;1');
    expect(rows).toContain(
      `Satış;KDV %10;${(summary.vatTotal / 100).toFixed(2).replace('.', ',')};${(summary.net / 100).toFixed(2).replace('.', ',')}`,
    );
    expect(rows).toContain('Ödeme yöntemleri;Nakit;430,00;1');
    expect(rows).toContain('Kasa;Beklenen nakit;950,00;');
    expect(rows).toContain('Kasa;Sayılan nakit;940,00;');
    expect(rows).toContain('Kasa;Fazla / Eksik;-10,00;');
    expect(rows).toContain(`Personel;"'=HYPERLINK(""http://x"")";430,00;1`);
    expect(rows).toContain('İndirim, ikram ve iptaller;İptal (zayi);0,00;0');
  });
});
