import type { SalesReport } from '@masa/core/reports/report.schemas';
import type { Messages } from '../../i18n/tr.ts';
import { csvLira, type CsvCell } from '../../lib/csv.ts';

/**
 * The headline figures every CSV of the report starts with (issue 29), so a file sent to an
 * accountant says which period it is and what it adds up to: gross, net, VAT, tips, service
 * charges, discounts and the campaigns among them, payments and orders.
 */
export function headlineRows(report: SalesReport, t: Messages): CsvCell[][] {
  const r = t.reports;
  const c = r.cards;
  return [
    [r.title, r.period(r.day(report.from), r.day(report.to))],
    [c.gross, csvLira(report.gross)],
    [c.net, csvLira(report.net)],
    [c.vat, csvLira(report.vatTotal)],
    [c.tips, csvLira(report.tips)],
    [c.serviceCharges, csvLira(report.serviceCharges)],
    [c.discounts, csvLira(report.discounts)],
    [c.campaigns, csvLira(report.campaigns)],
    [c.staffDiscounts, csvLira(report.staffDiscounts)],
    [r.columns.count, report.payments],
    [c.orders, report.orders],
  ];
}
