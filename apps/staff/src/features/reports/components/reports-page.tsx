import { formatTry } from '@masa/core/money/format-try';
import { reportQuerySchema, type SalesReport } from '@masa/core/reports/report.schemas';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSalesReport } from '../api/sales-report.ts';
import '../reports.css';
import { headlineRows } from '../report-headline.ts';
import { BarChart } from './bar-chart.tsx';
import { PaymentsCsv } from './payments-csv.tsx';
import { presetRanges, RangePicker, type Range } from './range-picker.tsx';
import { RefundsTable } from './refunds-table.tsx';
import { ReportTable } from './report-table.tsx';
import { SummaryCards } from './summary-cards.tsx';

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
  const error = checked.success ? null : (checked.error.issues[0]?.message ?? t.errors.generic);
  const query = useSalesReport(checked.success ? range : null);
  const report = query.data;

  return (
    <main className="reports" aria-labelledby="reports-title">
      <div className="reports-bar">
        <h2 id="reports-title">{t.reports.title}</h2>
        <RangePicker range={range} onChange={setRange} error={error} />
        <button type="button" onClick={() => void query.refetch()} disabled={!checked.success}>
          {t.reports.refresh}
        </button>
      </div>
      {query.isError && (
        <p className="form-error" role="alert">
          {query.error.message}
        </p>
      )}
      {!report && query.isPending && checked.success && <p role="status">{t.reports.loading}</p>}
      {report && <Report report={report} />}
    </main>
  );
}

function Report({ report }: { report: SalesReport }) {
  const { t } = useI18n();
  const r = t.reports;
  const col = r.columns;
  const methodName = (method: string) => t.requests.methods[method] ?? method;
  const file = (name: string) =>
    `masa-${name}-${report.from}${report.to === report.from ? '' : `_${report.to}`}.csv`;
  const hours = report.byHour.filter((h) => h.orders > 0 || h.gross > 0);
  // The chart spans the hours with business, two either side, so one busy hour is not one bar.
  const first = Math.max(0, (hours[0]?.hour ?? 9) - 2);
  const last = Math.min(23, (hours.at(-1)?.hour ?? 21) + 2);
  const chartHours = report.byHour.slice(first, last + 1);
  const headline = headlineRows(report, t);

  return (
    <>
      <p className="report-period">
        <strong>{r.period(r.day(report.from), r.day(report.to))}</strong> · {r.basis}
      </p>
      <SummaryCards report={report} />
      <PaymentsCsv report={report} fileName={file('odemeler')} />
      <div className="report-charts">
        <section aria-labelledby="chart-hour" className="report-table">
          <h3 id="chart-hour">{r.charts.byHour}</h3>
          <BarChart
            label={r.charts.byHour}
            labels={chartHours.map((h) => r.hour(h.hour))}
            values={chartHours.map((h) => h.gross)}
            format={wholeLira}
          />
        </section>
        <section aria-labelledby="chart-method" className="report-table">
          <h3 id="chart-method">{r.charts.byMethod}</h3>
          <BarChart
            label={r.charts.byMethod}
            labels={report.byMethod.map((m) => methodName(m.method))}
            values={report.byMethod.map((m) => m.amount)}
            format={wholeLira}
            horizontal
          />
        </section>
      </div>
      <div className="report-grid">
        <ReportTable
          id="table-times"
          title={r.tables.serviceTimes}
          headline={headline}
          fileName={file('servis-sureleri')}
          rows={(['toReady', 'toDelivered'] as const).map((span) => ({
            span,
            ...report.serviceTimes[span],
          }))}
          columns={[
            { label: col.span, kind: 'text', value: (s) => r.spans[s.span] },
            { label: col.orders, kind: 'count', value: (s) => s.orders },
            { label: col.averageMinutes, kind: 'minutes', value: (s) => s.averageMinutes },
          ]}
        />
        <ReportTable
          id="table-vat"
          title={r.tables.vat}
          headline={headline}
          fileName={file('kdv')}
          rows={report.vat}
          columns={[
            { label: col.rate, kind: 'text', value: (v) => r.rate(v.rate) },
            { label: col.net, kind: 'money', value: (v) => v.net },
            { label: col.vat, kind: 'money', value: (v) => v.amount },
            { label: col.gross, kind: 'money', value: (v) => v.net + v.amount },
          ]}
          total={[r.total, report.net, report.vatTotal, report.net + report.vatTotal]}
        />
        <ReportTable
          id="table-method"
          title={r.tables.byMethod}
          headline={headline}
          fileName={file('odeme-yontemleri')}
          rows={report.byMethod}
          columns={[
            { label: col.method, kind: 'text', value: (m) => methodName(m.method) },
            { label: col.count, kind: 'count', value: (m) => m.count },
            { label: col.amount, kind: 'money', value: (m) => m.amount },
            { label: col.tips, kind: 'money', value: (m) => m.tips },
          ]}
          total={[r.total, report.payments, report.gross, report.tips]}
        />
        <RefundsTable report={report} headline={headline} fileName={file('iadeler')} />
        <ReportTable
          id="table-hour"
          title={r.tables.byHour}
          headline={headline}
          fileName={file('saatler')}
          rows={hours}
          columns={[
            { label: col.hour, kind: 'text', value: (h) => r.hour(h.hour) },
            { label: col.orders, kind: 'count', value: (h) => h.orders },
            { label: col.gross, kind: 'money', value: (h) => h.gross },
          ]}
          total={[r.total, report.orders, report.gross]}
        />
        {report.byDay.length > 1 && (
          <ReportTable
            id="table-day"
            title={r.tables.byDay}
            headline={headline}
            fileName={file('gunler')}
            rows={report.byDay}
            columns={[
              { label: col.day, kind: 'text', value: (d) => d.date },
              { label: col.orders, kind: 'count', value: (d) => d.orders },
              { label: col.gross, kind: 'money', value: (d) => d.gross },
            ]}
            total={[r.total, report.orders, report.gross]}
          />
        )}
        <ReportTable
          id="table-category"
          title={r.tables.byCategory}
          headline={headline}
          fileName={file('kategoriler')}
          rows={report.byCategory}
          columns={[
            { label: col.category, kind: 'text', value: (c) => c.name ?? r.noCategory },
            { label: col.units, kind: 'count', value: (c) => c.units },
            { label: col.amount, kind: 'money', value: (c) => c.amount },
          ]}
          total={[
            r.total,
            sum(report.byCategory.map((c) => c.units)),
            sum(report.byCategory.map((c) => c.amount)),
          ]}
        />
        <ReportTable
          id="table-product"
          title={r.tables.byProduct}
          headline={headline}
          fileName={file('urunler')}
          rows={report.byProduct}
          columns={[
            { label: col.product, kind: 'text', value: (p) => p.name },
            { label: col.category, kind: 'text', value: (p) => p.category ?? r.noCategory },
            { label: col.units, kind: 'count', value: (p) => p.units },
            { label: col.amount, kind: 'money', value: (p) => p.amount },
          ]}
          total={[
            r.total,
            null,
            sum(report.byProduct.map((p) => p.units)),
            sum(report.byProduct.map((p) => p.amount)),
          ]}
        />
      </div>
    </>
  );
}
