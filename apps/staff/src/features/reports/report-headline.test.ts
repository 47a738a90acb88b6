import type { SalesReport } from '@masa/core/reports/report.schemas';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '../../i18n/test-translator.ts';
import { toCsv } from '../../lib/csv.ts';
import { headlineRows } from './report-headline.ts';

// Issue 29: the report's CSVs carried no headline figures; a file sent to an accountant now
// says its period and what it adds up to before its own table.
const report = {
  from: '2026-11-28',
  to: '2026-11-28',
  gross: 1975_00,
  net: 1795_45,
  vatTotal: 179_55,
  tips: 12_50,
  serviceCharges: 100_00,
  discounts: 25_00,
  campaigns: 25_00,
  staffDiscounts: 28_00,
  payments: 2,
  orders: 1,
} as SalesReport;

describe('the headline of every report CSV', () => {
  it('puts the period and the figures, then an empty line, above the table', () => {
    const text = toCsv(
      ['KDV oranı', 'Brüt'],
      [['%10', '1975,00']],
      headlineRows(report, testTranslator('tr'), 'tr'),
    );
    expect(text.slice(1).split('\r\n')).toEqual([
      'Raporlar;28.11.2026',
      'Brüt satış;1975,00',
      'Net satış (KDV hariç);1795,45',
      'KDV;179,55',
      'Bahşiş;12,50',
      'Servis ücretleri;100,00',
      'İndirimler;25,00',
      'Kampanyalar;25,00',
      'Personel indirimleri;28,00',
      'Ödeme sayısı;2',
      'Sipariş;1',
      '',
      'KDV oranı;Brüt',
      '%10;1975,00',
      '',
    ]);
  });
});
