import { formatTry } from '@masa/core/money/format-try';
import type { BusinessDay } from '@masa/core/reports/day.schemas';
import { useId, type ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { OverShort } from './over-short.tsx';
import { ZReportActions } from './z-report-actions.tsx';

type Row = [label: string, value: ReactNode];

/**
 * Gün sonu raporu / Z raporu (issue 32 §6, ADR 077): the day's figures as the server's
 * daySummary sends them, on the screen and on one printed page (day-close.css), with its CSV.
 * While the day is open the same figures read "so far" and there is nothing to print.
 */
export function ZReport({ day }: { day: BusinessDay }) {
  const { t, language } = useI18n();
  const d = t.day;
  const s = day.summary;
  const titleId = useId();
  const when = new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  });
  const at = (iso: string, name: string) => `${when.format(new Date(iso))} · ${name}`;
  const money = formatTry;
  const tally = (amount: number, count: number) => `${money(amount)} (${count})`;
  const sections: [title: string, rows: Row[]][] = [
    [
      d.sales,
      [
        [d.gross, money(s.gross)],
        ...s.vat.map(({ rate, net, amount }): Row => [
          d.vatAt(rate),
          `${money(amount)} · ${d.base(money(net))}`,
        ]),
        [d.vatTotal, money(s.vatTotal)],
        [d.net, money(s.net)],
        [d.serviceCharges, money(s.serviceCharges)],
        [d.tips, money(s.tips)],
      ],
    ],
    [
      d.methods,
      s.byMethod.map(({ method, amount, tips, count }): Row => [
        `${t.requests.methods[method] ?? method} (${count})`,
        tips > 0 ? `${money(amount)} + ${d.tip(money(tips))}` : money(amount),
      ]),
    ],
    [
      d.refunds,
      s.refunds.byMethod.map(({ method, amount, tips, count, net }): Row => [
        `${t.requests.methods[method] ?? method} (${count})`,
        `${tips > 0 ? `−${money(amount)} − ${d.tip(money(tips))}` : `−${money(amount)}`} · ${d.netAfter(money(net))}`,
      ]),
    ],
    [
      d.corrections,
      [
        [d.discounts, money(s.discounts)],
        [d.ikram, tally(s.ikram.amount, s.ikram.lines)],
        [d.voidNotMade, tally(s.voids.notMade.amount, s.voids.notMade.lines)],
        [d.voidWasted, tally(s.voids.wasted.amount, s.voids.wasted.lines)],
        [d.walkOuts, tally(s.walkOuts.amount, s.walkOuts.orders)],
        [d.openAccounts, tally(s.openAccounts.amount, s.openAccounts.orders)],
      ],
    ],
    [
      d.byStaff,
      s.byStaff.map(({ name, payments, amount, tips }): Row => [
        `${name ?? d.online} (${payments})`,
        tips > 0 ? `${money(amount)} + ${d.tip(money(tips))}` : money(amount),
      ]),
    ],
    [
      d.cash,
      [
        [d.openingFloat, money(s.cash.openingFloat)],
        [d.cashPayments, money(s.cash.cashPayments)],
        [d.cashTips, money(s.cash.cashTips)],
        ...(s.cash.cashRefunds > 0
          ? ([[d.cashRefunds, `−${money(s.cash.cashRefunds)}`]] satisfies Row[])
          : []),
        [d.expectedCash, money(s.cash.expected)],
        ...(s.cash.counted === null
          ? []
          : ([
              [d.countedCash, money(s.cash.counted)],
              [d.overShort, <OverShort key="os" amount={s.cash.overShort ?? 0} />],
            ] satisfies Row[])),
      ],
    ],
  ];
  return (
    <section className="z-report day-card" aria-labelledby={titleId}>
      <header className="z-report-head">
        <strong>{day.business.name}</strong>
        <span>{day.business.address}</span>
        {day.business.taxNumber && (
          <span>{t.payment.taxId(day.business.taxOffice ?? '', day.business.taxNumber)}</span>
        )}
      </header>
      <h3 id={titleId}>{day.closedAt ? d.zTitle : d.soFarTitle}</h3>
      <p className="z-report-when">
        {d.openedAt(at(day.openedAt, day.openedBy.name))}
        <br />
        {day.closedAt && day.closedBy
          ? d.closedAt(at(day.closedAt, day.closedBy.name))
          : d.stillOpen}
      </p>
      {sections.map(([title, rows]) => (
        <section key={title} aria-label={title}>
          <h4>{title}</h4>
          {rows.length === 0 ? (
            <p>{d.none}</p>
          ) : (
            <dl>
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
      {day.closedAt && <ZReportActions day={day} />}
    </section>
  );
}
