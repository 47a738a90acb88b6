import type { BusinessDay } from '@masa/core/reports/day.schemas';
import { csvLira, toCsv, type CsvCell } from '../../lib/csv.ts';
import type { Translate } from '../../i18n/translate.ts';

/**
 * The Z summary as a CSV file for the accountant (ADR 030's format: BOM, semicolons, lira with
 * a decimal comma; a text that looks like a formula, a staff member named "=1+1", stays text):
 * one row per figure, its section, what it is, the amount and a count where it has one.
 */
const CSV_HEADER = [
  'day.csvHeader.0',
  'day.csvHeader.1',
  'day.csvHeader.2',
  'day.csvHeader.3',
] as const;

export function zReportCsv(day: BusinessDay, t: Translate): string {
  const s = day.summary;
  const rows: CsvCell[][] = [
    [t('day.sales'), t('day.gross'), csvLira(s.gross), s.payments],
    ...s.vat.map(({ rate, net, amount }) => [
      t('day.sales'),
      t('day.vatAt', { rate }),
      csvLira(amount),
      csvLira(net),
    ]),
    [t('day.sales'), t('day.vatTotal'), csvLira(s.vatTotal), ''],
    [t('day.sales'), t('day.net'), csvLira(s.net), ''],
    [t('day.sales'), t('day.serviceCharges'), csvLira(s.serviceCharges), ''],
    [t('day.sales'), t('day.tips'), csvLira(s.tips), ''],
    ...s.byMethod.map(({ method, amount, count }) => [
      t('day.methods'),
      t.lookup(`requests.methods.${method}`) ?? method,
      csvLira(amount),
      count,
    ]),
    ...s.refunds.byMethod.flatMap(({ method, amount, tips, count, net }) => [
      [t('day.refunds'), t.lookup(`requests.methods.${method}`) ?? method, csvLira(-amount), count],
      [
        t('day.refunds'),
        `${t.lookup(`requests.methods.${method}`) ?? method} · ${t('day.tips')}`,
        csvLira(-tips),
        '',
      ],
      [
        t('day.refunds'),
        `${t.lookup(`requests.methods.${method}`) ?? method} · ${t('day.net')}`,
        csvLira(net),
        '',
      ],
    ]),
    [t('day.corrections'), t('day.discounts'), csvLira(s.discounts), ''],
    [t('day.corrections'), t('day.ikram'), csvLira(s.ikram.amount), s.ikram.lines],
    [
      t('day.corrections'),
      t('day.voidNotMade'),
      csvLira(s.voids.notMade.amount),
      s.voids.notMade.lines,
    ],
    [
      t('day.corrections'),
      t('day.voidWasted'),
      csvLira(s.voids.wasted.amount),
      s.voids.wasted.lines,
    ],
    [t('day.corrections'), t('day.walkOuts'), csvLira(s.walkOuts.amount), s.walkOuts.orders],
    [
      t('day.corrections'),
      t('day.openAccounts'),
      csvLira(s.openAccounts.amount),
      s.openAccounts.orders,
    ],
    ...s.byStaff.flatMap(({ name, amount, tips, payments }) => [
      [t('day.byStaff'), name ?? t('day.online'), csvLira(amount), payments],
      [t('day.byStaff'), `${name ?? t('day.online')} · ${t('day.tips')}`, csvLira(tips), ''],
    ]),
    [t('day.cash'), t('day.openingFloat'), csvLira(s.cash.openingFloat), ''],
    [t('day.cash'), t('day.cashPayments'), csvLira(s.cash.cashPayments), ''],
    [t('day.cash'), t('day.cashTips'), csvLira(s.cash.cashTips), ''],
    [t('day.cash'), t('day.cashRefunds'), csvLira(-s.cash.cashRefunds), ''],
    [t('day.cash'), t('day.expectedCash'), csvLira(s.cash.expected), ''],
    [
      t('day.cash'),
      t('day.countedCash'),
      s.cash.counted === null ? '' : csvLira(s.cash.counted),
      '',
    ],
    [
      t('day.cash'),
      t('day.overShort'),
      s.cash.overShort === null ? '' : csvLira(s.cash.overShort),
      '',
    ],
  ];
  const headline: CsvCell[][] = [
    [t('day.zTitle'), day.business.name],
    [t('day.openedAtLabel'), day.openedAt, day.openedBy.name],
    [t('day.closedAtLabel'), day.closedAt ?? '', day.closedBy?.name ?? ''],
  ];
  return toCsv(
    CSV_HEADER.map((id) => t(id)),
    rows,
    headline,
  );
}
