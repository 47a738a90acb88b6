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
  const r = t.reports;
  const col = r.columns;
  const { refunds } = report;
  if (refunds.count === 0) return null;
  return (
    <ReportTable
      id="table-refunds"
      title={r.tables.refunds}
      headline={headline}
      fileName={fileName}
      rows={refunds.byMethod}
      columns={[
        { label: col.method, kind: 'text', value: (m) => t.requests.methods[m.method] ?? m.method },
        { label: col.refundCount, kind: 'count', value: (m) => m.count },
        { label: col.amount, kind: 'money', value: (m) => m.amount },
        { label: col.tips, kind: 'money', value: (m) => m.tips },
        { label: col.netAfterRefunds, kind: 'money', value: (m) => m.net },
      ]}
      total={[r.total, refunds.count, refunds.amount, refunds.tips, null]}
    />
  );
}
