import { formatTry } from '@masa/core/money/format-try';
import type { BusinessDay } from '@masa/core/reports/day.schemas';
import { useId, type ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { OverShort } from './over-short.tsx';
import { ZReportActions } from './z-report-actions.tsx';
import { stampFormat } from '@masa/core/time/stamp';

type Row = [label: string, value: ReactNode];

/**
 * Gün sonu raporu / Z raporu (issue 32 §6, ADR 077): the day's figures as the server's
 * daySummary sends them, on the screen and on one printed page (day-close.css), with its CSV.
 * While the day is open the same figures read "so far" and there is nothing to print.
 */
export function ZReport({ day }: { day: BusinessDay }) {
  const { t, language } = useI18n();
  const s = day.summary;
  const titleId = useId();
  const when = stampFormat(language);
  const at = (iso: string, name: string) => `${when.format(new Date(iso))} · ${name}`;
  const money = formatTry;
  const tally = (amount: number, count: number) => `${money(amount)} (${count})`;
  const sections: [title: string, rows: Row[]][] = [
    [
      t('day.sales'),
      [
        [t('day.gross'), money(s.gross)],
        ...s.vat.map(({ rate, net, amount }): Row => [
          t('day.vatAt', { rate }),
          `${money(amount)} · ${t('day.base', { amount: money(net) })}`,
        ]),
        [t('day.vatTotal'), money(s.vatTotal)],
        [t('day.net'), money(s.net)],
        [t('day.serviceCharges'), money(s.serviceCharges)],
        [t('day.tips'), money(s.tips)],
      ],
    ],
    [
      t('day.methods'),
      s.byMethod.map(({ method, amount, tips, count }): Row => [
        `${t.lookup(`requests.methods.${method}`) ?? method} (${count})`,
        tips > 0 ? `${money(amount)} + ${t('day.tip', { amount: money(tips) })}` : money(amount),
      ]),
    ],
    [
      t('day.refunds'),
      s.refunds.byMethod.map(({ method, amount, tips, count, net }): Row => [
        `${t.lookup(`requests.methods.${method}`) ?? method} (${count})`,
        `${tips > 0 ? `−${money(amount)} − ${t('day.tip', { amount: money(tips) })}` : `−${money(amount)}`} · ${t('day.netAfter', { amount: money(net) })}`,
      ]),
    ],
    [
      t('day.corrections'),
      [
        [t('day.discounts'), money(s.discounts)],
        [t('day.ikram'), tally(s.ikram.amount, s.ikram.lines)],
        [t('day.voidNotMade'), tally(s.voids.notMade.amount, s.voids.notMade.lines)],
        [t('day.voidWasted'), tally(s.voids.wasted.amount, s.voids.wasted.lines)],
        [t('day.walkOuts'), tally(s.walkOuts.amount, s.walkOuts.orders)],
        [t('day.openAccounts'), tally(s.openAccounts.amount, s.openAccounts.orders)],
      ],
    ],
    [
      t('day.byStaff'),
      s.byStaff.map(({ name, payments, amount, tips }): Row => [
        `${name ?? t('day.online')} (${payments})`,
        tips > 0 ? `${money(amount)} + ${t('day.tip', { amount: money(tips) })}` : money(amount),
      ]),
    ],
    [
      t('day.cash'),
      [
        [t('day.openingFloat'), money(s.cash.openingFloat)],
        [t('day.cashPayments'), money(s.cash.cashPayments)],
        [t('day.cashTips'), money(s.cash.cashTips)],
        ...(s.cash.cashRefunds > 0
          ? ([[t('day.cashRefunds'), `−${money(s.cash.cashRefunds)}`]] satisfies Row[])
          : []),
        [t('day.expectedCash'), money(s.cash.expected)],
        ...(s.cash.counted === null
          ? []
          : ([
              [t('day.countedCash'), money(s.cash.counted)],
              [t('day.overShort'), <OverShort key="os" amount={s.cash.overShort ?? 0} />],
            ] satisfies Row[])),
      ],
    ],
  ];
  return (
    <section className="z-report day-card print-alone" aria-labelledby={titleId}>
      <header className="z-report-head">
        <strong>{day.business.name}</strong>
        <span>{day.business.address}</span>
        {day.business.taxNumber && (
          <span>
            {t('payment.taxId', {
              office: day.business.taxOffice ?? '',
              number: day.business.taxNumber,
            })}
          </span>
        )}
      </header>
      <h3 id={titleId}>{day.closedAt ? t('day.zTitle') : t('day.soFarTitle')}</h3>
      <p className="z-report-when">
        {t('day.openedAt', { at: at(day.openedAt, day.openedBy.name) })}
        <br />
        {day.closedAt && day.closedBy
          ? t('day.closedAt', { at: at(day.closedAt, day.closedBy.name) })
          : t('day.stillOpen')}
      </p>
      {sections.map(([title, rows]) => (
        <section key={title} aria-label={title}>
          <h4>{title}</h4>
          {rows.length === 0 ? (
            <p>{t('day.none')}</p>
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
