import { formatTry } from '@masa/core/money/format-try';
import type { SalesReport } from '@masa/core/reports/report.schemas';
import { useId } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';

function Card({ label, value, detail }: { label: string; value: string; detail?: string }) {
  const id = useId();
  return (
    <div className="report-card" role="group" aria-labelledby={id}>
      <span id={id} className="report-card-label">
        {label}
      </span>
      <strong className="report-card-value">{value}</strong>
      {detail && <span className="report-card-detail">{detail}</span>}
    </div>
  );
}

/**
 * The figures an owner reads first: what came in, its VAT and net, tips, orders, losses, how
 * long orders took to be ready and delivered (over the orders whose times are known, ADR 037).
 */
export function SummaryCards({ report }: { report: SalesReport }) {
  const { t, language } = useI18n();
  const average = report.ratings.average?.toFixed(2);
  const time = ({ orders, averageMinutes }: SalesReport['serviceTimes']['toReady']) => ({
    value: averageMinutes === null ? '–' : t('reports.minutes', { minutes: averageMinutes }),
    detail: orders > 0 ? t('reports.cards.timedOrders', { n: orders }) : t('reports.cards.noTimes'),
  });
  return (
    <div className="report-cards">
      <Card
        label={t('reports.cards.gross')}
        value={formatTry(report.gross)}
        detail={t('reports.cards.payments', { n: report.payments })}
      />
      <Card label={t('reports.cards.net')} value={formatTry(report.net)} />
      <Card label={t('reports.cards.vat')} value={formatTry(report.vatTotal)} />
      <Card label={t('reports.cards.tips')} value={formatTry(report.tips)} />
      <Card label={t('reports.cards.orders')} value={String(report.orders)} />
      <Card label={t('reports.cards.toReady')} {...time(report.serviceTimes.toReady)} />
      <Card label={t('reports.cards.toDelivered')} {...time(report.serviceTimes.toDelivered)} />
      <Card label={t('reports.cards.serviceCharges')} value={formatTry(report.serviceCharges)} />
      <Card
        label={t('reports.cards.discounts')}
        value={formatTry(report.discounts)}
        detail={t('reports.cards.campaignsDetail', { amount: formatTry(report.campaigns) })}
      />
      <Card label={t('reports.cards.staffDiscounts')} value={formatTry(report.staffDiscounts)} />
      <Card
        label={t('reports.cards.cancellations')}
        value={formatTry(report.cancellations.amount)}
        detail={t('reports.cards.cancelledDetail', {
          orders: report.cancellations.orders,
          lines: report.cancellations.lines,
        })}
      />
      <Card
        label={t('reports.cards.walkOuts')}
        value={formatTry(report.walkOuts.amount)}
        detail={t('reports.cards.walkOutDetail', { orders: report.walkOuts.orders })}
      />
      <Card
        label={t('reports.cards.openAccountsMoved')}
        value={formatTry(report.openAccounts.moved.amount)}
        detail={t('reports.cards.openAccountDetail', { n: report.openAccounts.moved.orders })}
      />
      <Card
        label={t('reports.cards.openAccountsSettled')}
        value={formatTry(report.openAccounts.settled.amount)}
        detail={t('reports.cards.payments', { n: report.openAccounts.settled.payments })}
      />
      <Card
        label={t('reports.cards.rating')}
        value={
          average === undefined ? '–' : language === 'tr' ? average.replace('.', ',') : average
        }
        detail={
          report.ratings.count > 0
            ? t('reports.cards.ratingDetail', { n: report.ratings.count })
            : t('reports.cards.noRatings')
        }
      />
    </div>
  );
}
