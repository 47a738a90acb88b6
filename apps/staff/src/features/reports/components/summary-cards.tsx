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
  const c = t.reports.cards;
  const average = report.ratings.average?.toFixed(2);
  const time = ({ orders, averageMinutes }: SalesReport['serviceTimes']['toReady']) => ({
    value: averageMinutes === null ? '–' : t.reports.minutes(averageMinutes),
    detail: orders > 0 ? c.timedOrders(orders) : c.noTimes,
  });
  return (
    <div className="report-cards">
      <Card label={c.gross} value={formatTry(report.gross)} detail={c.payments(report.payments)} />
      <Card label={c.net} value={formatTry(report.net)} />
      <Card label={c.vat} value={formatTry(report.vatTotal)} />
      <Card label={c.tips} value={formatTry(report.tips)} />
      <Card label={c.orders} value={String(report.orders)} />
      <Card label={c.toReady} {...time(report.serviceTimes.toReady)} />
      <Card label={c.toDelivered} {...time(report.serviceTimes.toDelivered)} />
      <Card label={c.serviceCharges} value={formatTry(report.serviceCharges)} />
      <Card
        label={c.discounts}
        value={formatTry(report.discounts)}
        detail={c.campaignsDetail(formatTry(report.campaigns))}
      />
      <Card label={c.staffDiscounts} value={formatTry(report.staffDiscounts)} />
      <Card
        label={c.cancellations}
        value={formatTry(report.cancellations.amount)}
        detail={c.cancelledDetail(report.cancellations.orders, report.cancellations.lines)}
      />
      <Card
        label={c.walkOuts}
        value={formatTry(report.walkOuts.amount)}
        detail={c.walkOutDetail(report.walkOuts.orders)}
      />
      <Card
        label={c.openAccountsMoved}
        value={formatTry(report.openAccounts.moved.amount)}
        detail={c.openAccountDetail(report.openAccounts.moved.orders)}
      />
      <Card
        label={c.openAccountsSettled}
        value={formatTry(report.openAccounts.settled.amount)}
        detail={c.payments(report.openAccounts.settled.payments)}
      />
      <Card
        label={c.rating}
        value={
          average === undefined ? '–' : language === 'tr' ? average.replace('.', ',') : average
        }
        detail={report.ratings.count > 0 ? c.ratingDetail(report.ratings.count) : c.noRatings}
      />
    </div>
  );
}
