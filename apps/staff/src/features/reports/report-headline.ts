import type { SalesReport } from '@masa/core/reports/report.schemas';
import type { Language } from '../../i18n/i18n.tsx';
import type { Translate } from '../../i18n/translate.ts';
import { csvLira, type CsvCell } from '../../lib/csv.ts';
import { reportPeriod } from './report-period.ts';

/**
 * The headline figures every CSV of the report starts with (issue 29), so a file sent to an
 * accountant says which period it is and what it adds up to: gross, net, VAT, tips, service
 * charges, discounts and the campaigns among them, payments and orders.
 */
export function headlineRows(report: SalesReport, t: Translate, language: Language): CsvCell[][] {
  return [
    [t('reports.title'), reportPeriod(t, language, report.from, report.to)],
    [t('reports.cards.gross'), csvLira(report.gross)],
    [t('reports.cards.net'), csvLira(report.net)],
    [t('reports.cards.vat'), csvLira(report.vatTotal)],
    [t('reports.cards.tips'), csvLira(report.tips)],
    [t('reports.cards.serviceCharges'), csvLira(report.serviceCharges)],
    [t('reports.cards.discounts'), csvLira(report.discounts)],
    [t('reports.cards.campaigns'), csvLira(report.campaigns)],
    [t('reports.cards.staffDiscounts'), csvLira(report.staffDiscounts)],
    [t('reports.columns.count'), report.payments],
    [t('reports.cards.orders'), report.orders],
  ];
}
