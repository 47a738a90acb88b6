import { formatTry } from '@masa/core/money/format-try';
import { reportQuerySchema, type SalesReport } from '@masa/core/reports/report.schemas';
import { useState } from 'react';
import { sayFirstIssue } from '../../../i18n/core-texts.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSalesReport } from '../api/sales-report.ts';
import '../reports.css';
import { reportPeriod } from '../report-period.ts';
import { BarChart } from './bar-chart.tsx';
import { PaymentsCsv } from './payments-csv.tsx';
import { presetRanges, RangePicker, type Range } from './range-picker.tsx';
import { RefundsTable } from './refunds-table.tsx';
import { ReportTable } from './report-table.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { FormError } from '../../../components/form-error.tsx';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Chart ticks and tooltips in whole lira: "₺1.250". */
const wholeLira = (kurus: number) => formatTry(kurus).replace(/,\d\d$/, '');

/**
 * Raporlar (issue 17 §6, ADR 030): the sales of a day or a range as cards, two charts and
 * tables, each table with its CSV. Owners and managers only (core staff-permissions
 * readReports; the server refuses others). Loaded as its own chunk with its chart library.
 */
export default function ReportsPage() {
  const { t } = useI18n();
  const [range, setRange] = useState<Range>(() => presetRanges().today);
  const checked = reportQuerySchema.safeParse(range);
  const error = checked.success ? null : (sayFirstIssue(t, checked.error) ?? t('errors.generic'));
  const query = useSalesReport(checked.success ? range : null);
  const report = query.data;

  return (
    <main className="reports" aria-labelledby="reports-title">
      <div className="reports-bar">
        <h2 id="reports-title">{t('reports.title')}</h2>
        <RangePicker range={range} onChange={setRange} error={error} />
        <button type="button" onClick={() => void query.refetch()} disabled={!checked.success}>
          {t('reports.refresh')}
        </button>
      </div>
      <FormError error={query.error} />
      {!report && query.isPending && checked.success && <p role="status">{t('reports.loading')}</p>}
      {report && <Report report={report} />}
    </main>
  );
}

function Report({ report }: { report: SalesReport }) {
  const { t, language } = useI18n();
  const methodName = (method: string) => t.lookup(`requests.methods.${method}`) ?? method;
  const hours = report.byHour.filter((h) => h.orders > 0 || h.gross > 0);
  // The chart spans the hours with business, two either side, so one busy hour is not one bar.
  const first = Math.max(0, (hours[0]?.hour ?? 9) - 2);
  const last = Math.min(23, (hours.at(-1)?.hour ?? 21) + 2);
  const chartHours = report.byHour.slice(first, last + 1);

  return (
    <>
      <p className="report-period">
        <strong>{reportPeriod(t, language, report.from, report.to)}</strong> · {t('reports.basis')}
      </p>
      <SummaryCards report={report} />
      <PaymentsCsv report={report} />
      <div className="report-charts">
        <section aria-labelledby="chart-hour" className="report-table">
          <h3 id="chart-hour">{t('reports.charts.byHour')}</h3>
          <BarChart
            label={t('reports.charts.byHour')}
            labels={chartHours.map((h) => t('reports.hour', { hour: h.hour }))}
            values={chartHours.map((h) => h.gross)}
            format={wholeLira}
          />
        </section>
        <section aria-labelledby="chart-method" className="report-table">
          <h3 id="chart-method">{t('reports.charts.byMethod')}</h3>
          <BarChart
            label={t('reports.charts.byMethod')}
            labels={report.byMethod.map((m) => methodName(m.method))}
            values={report.byMethod.map((m) => m.amount)}
            format={wholeLira}
            horizontal
          />
        </section>
      </div>
      <div className="report-grid">
        <ReportTable
          report={report}
          name="serviceTimes"
          file="servis-sureleri"
          rows={(['toReady', 'toDelivered'] as const).map((span) => ({
            span,
            ...report.serviceTimes[span],
          }))}
          columns={[
            { name: 'span', kind: 'text', value: (s) => t(`reports.spans.${s.span}`) },
            { name: 'orders', kind: 'count', value: (s) => s.orders },
            { name: 'averageMinutes', kind: 'minutes', value: (s) => s.averageMinutes },
          ]}
        />
        <ReportTable
          report={report}
          name="vat"
          file="kdv"
          rows={report.vat}
          columns={[
            { name: 'rate', kind: 'text', value: (v) => t('reports.rate', { rate: v.rate }) },
            { name: 'net', kind: 'money', value: (v) => v.net },
            { name: 'vat', kind: 'money', value: (v) => v.amount },
            { name: 'gross', kind: 'money', value: (v) => v.net + v.amount },
          ]}
          total={[report.net, report.vatTotal, report.net + report.vatTotal]}
        />
        <ReportTable
          report={report}
          name="byMethod"
          file="odeme-yontemleri"
          rows={report.byMethod}
          columns={[
            { name: 'method', kind: 'text', value: (m) => methodName(m.method) },
            { name: 'count', kind: 'count', value: (m) => m.count },
            { name: 'amount', kind: 'money', value: (m) => m.amount },
            { name: 'tips', kind: 'money', value: (m) => m.tips },
          ]}
          total={[report.payments, report.gross, report.tips]}
        />
        <RefundsTable report={report} />
        <ReportTable
          report={report}
          name="byHour"
          file="saatler"
          rows={hours}
          columns={[
            { name: 'hour', kind: 'text', value: (h) => t('reports.hour', { hour: h.hour }) },
            { name: 'orders', kind: 'count', value: (h) => h.orders },
            { name: 'gross', kind: 'money', value: (h) => h.gross },
          ]}
          total={[report.orders, report.gross]}
        />
        {report.byDay.length > 1 && (
          <ReportTable
            report={report}
            name="byDay"
            file="gunler"
            rows={report.byDay}
            columns={[
              { name: 'day', kind: 'text', value: (d) => d.date },
              { name: 'orders', kind: 'count', value: (d) => d.orders },
              { name: 'gross', kind: 'money', value: (d) => d.gross },
            ]}
            total={[report.orders, report.gross]}
          />
        )}
        <ReportTable
          report={report}
          name="byCategory"
          file="kategoriler"
          rows={report.byCategory}
          columns={[
            { name: 'category', kind: 'text', value: (c) => c.name ?? t('reports.noCategory') },
            { name: 'units', kind: 'count', value: (c) => c.units },
            { name: 'amount', kind: 'money', value: (c) => c.amount },
          ]}
          total={[
            sum(report.byCategory.map((c) => c.units)),
            sum(report.byCategory.map((c) => c.amount)),
          ]}
        />
        <ReportTable
          report={report}
          name="byProduct"
          file="urunler"
          rows={report.byProduct}
          columns={[
            { name: 'product', kind: 'text', value: (p) => p.name },
            { name: 'category', kind: 'text', value: (p) => p.category ?? t('reports.noCategory') },
            { name: 'units', kind: 'count', value: (p) => p.units },
            { name: 'amount', kind: 'money', value: (p) => p.amount },
          ]}
          total={[
            null,
            sum(report.byProduct.map((p) => p.units)),
            sum(report.byProduct.map((p) => p.amount)),
          ]}
        />
      </div>
    </>
  );
}
