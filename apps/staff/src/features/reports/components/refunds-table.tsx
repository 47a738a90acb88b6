import type { SalesReport } from '@masa/core/reports/report.schemas';
import type { CsvCell } from '../../../lib/csv.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { ReportTable } from './report-table.tsx';

/**
 * "İadeler" (issue 34): the refunds made in the period by the method of the payment each gave
 * back, and what each method took net of them, as the server's report counts them.
 */
export function RefundsTable({
  report,
  headline,
  fileName,
}: {
  report: SalesReport;
  headline: CsvCell[][];
  fileName: string;
}) {
  const { t } = useI18n();
  const { refunds } = report;
  if (refunds.count === 0) return null;
  return (
    <ReportTable
      id="table-refunds"
      title={t('reports.tables.refunds')}
      headline={headline}
      fileName={fileName}
      rows={refunds.byMethod}
      columns={[
        {
          label: t('reports.columns.method'),
          kind: 'text',
          value: (m) => t.lookup(`requests.methods.${m.method}`) ?? m.method,
        },
        { label: t('reports.columns.refundCount'), kind: 'count', value: (m) => m.count },
        { label: t('reports.columns.amount'), kind: 'money', value: (m) => m.amount },
        { label: t('reports.columns.tips'), kind: 'money', value: (m) => m.tips },
        { label: t('reports.columns.netAfterRefunds'), kind: 'money', value: (m) => m.net },
      ]}
      total={[t('reports.total'), refunds.count, refunds.amount, refunds.tips, null]}
    />
  );
}
