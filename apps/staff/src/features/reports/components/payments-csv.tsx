import type { ReportPayment, SalesReport } from '@masa/core/reports/report.schemas';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/i18n.tsx';
import { api } from '../../../lib/api-client.ts';
import { csvLira, downloadCsv, toCsv, type CsvCell } from '../../../lib/csv.ts';
import { headlineRows } from '../report-headline.ts';
import { reportFileName } from '../report-file-name.ts';
import { stampFormat } from '@masa/core/time/stamp';

const stamp = stampFormat('tr');

/**
 * The list an accountant books (issue 29): every payment of the period, one line each, with
 * when, the table, the order, the method, the amount and the tip apart, and who took it
 * (GET /api/staff/reports/payments), after the report's headline figures.
 */
export function PaymentsCsv({ report }: { report: SalesReport }) {
  const { t, language } = useI18n();
  const download = useMutation({
    mutationFn: () =>
      api.get<ReportPayment[]>('/staff/reports/payments', {
        query: { from: report.from, to: report.to },
      }),
    onSuccess: (payments) => {
      const rows: CsvCell[][] = payments.map((p) => [
        stamp.format(new Date(p.at)),
        p.table ?? '',
        p.orderNumber,
        t.lookup(`requests.methods.${p.method}`) ?? p.method,
        csvLira(p.amount),
        csvLira(p.tip),
        p.staff ?? t('reports.paidOnline'),
      ]);
      const header = [
        t('reports.columns.when'),
        t('reports.columns.table'),
        t('reports.columns.orderNumber'),
        t('reports.columns.method'),
        t('reports.columns.amount'),
        t('reports.columns.tips'),
        t('reports.columns.staff'),
      ];
      downloadCsv(
        reportFileName(report, 'odemeler'),
        toCsv(header, rows, headlineRows(report, t, language)),
      );
    },
  });
  return (
    <p className="report-payments">
      <button type="button" onClick={() => download.mutate()} disabled={download.isPending}>
        {t('reports.paymentsCsv')}
      </button>
      {download.error && (
        <span role="alert" className="form-error">
          {download.error.message}
        </span>
      )}
    </p>
  );
}
