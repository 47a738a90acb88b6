import type { BusinessDay } from '@masa/core/reports/day.schemas';
import { csvLira, toCsv, type CsvCell } from '../../lib/csv.ts';
import type { Messages } from '../../i18n/tr.ts';

/**
 * The Z summary as a CSV file for the accountant (ADR 030's format: BOM, semicolons, lira with
 * a decimal comma; a text that looks like a formula, a staff member named "=1+1", stays text):
 * one row per figure, its section, what it is, the amount and a count where it has one.
 */
export function zReportCsv(day: BusinessDay, t: Messages): string {
  const d = t.day;
  const s = day.summary;
  const rows: CsvCell[][] = [
    [d.sales, d.gross, csvLira(s.gross), s.payments],
    ...s.vat.map(({ rate, net, amount }) => [
      d.sales,
      d.vatAt(rate),
      csvLira(amount),
      csvLira(net),
    ]),
    [d.sales, d.vatTotal, csvLira(s.vatTotal), ''],
    [d.sales, d.net, csvLira(s.net), ''],
    [d.sales, d.serviceCharges, csvLira(s.serviceCharges), ''],
    [d.sales, d.tips, csvLira(s.tips), ''],
    ...s.byMethod.map(({ method, amount, count }) => [
      d.methods,
      t.requests.methods[method] ?? method,
      csvLira(amount),
      count,
    ]),
    ...s.refunds.byMethod.flatMap(({ method, amount, tips, count, net }) => [
      [d.refunds, t.requests.methods[method] ?? method, csvLira(-amount), count],
      [d.refunds, `${t.requests.methods[method] ?? method} · ${d.tips}`, csvLira(-tips), ''],
      [d.refunds, `${t.requests.methods[method] ?? method} · ${d.net}`, csvLira(net), ''],
    ]),
    [d.corrections, d.discounts, csvLira(s.discounts), ''],
    [d.corrections, d.ikram, csvLira(s.ikram.amount), s.ikram.lines],
    [d.corrections, d.voidNotMade, csvLira(s.voids.notMade.amount), s.voids.notMade.lines],
    [d.corrections, d.voidWasted, csvLira(s.voids.wasted.amount), s.voids.wasted.lines],
    [d.corrections, d.walkOuts, csvLira(s.walkOuts.amount), s.walkOuts.orders],
    [d.corrections, d.openAccounts, csvLira(s.openAccounts.amount), s.openAccounts.orders],
    ...s.byStaff.flatMap(({ name, amount, tips, payments }) => [
      [d.byStaff, name ?? d.online, csvLira(amount), payments],
      [d.byStaff, `${name ?? d.online} · ${d.tips}`, csvLira(tips), ''],
    ]),
    [d.cash, d.openingFloat, csvLira(s.cash.openingFloat), ''],
    [d.cash, d.cashPayments, csvLira(s.cash.cashPayments), ''],
    [d.cash, d.cashTips, csvLira(s.cash.cashTips), ''],
    [d.cash, d.cashRefunds, csvLira(-s.cash.cashRefunds), ''],
    [d.cash, d.expectedCash, csvLira(s.cash.expected), ''],
    [d.cash, d.countedCash, s.cash.counted === null ? '' : csvLira(s.cash.counted), ''],
    [d.cash, d.overShort, s.cash.overShort === null ? '' : csvLira(s.cash.overShort), ''],
  ];
  const headline: CsvCell[][] = [
    [d.zTitle, day.business.name],
    [d.openedAtLabel, day.openedAt, day.openedBy.name],
    [d.closedAtLabel, day.closedAt ?? '', day.closedBy?.name ?? ''],
  ];
  return toCsv(d.csvHeader, rows, headline);
}
