import type { SalesReport } from '@masa/core/reports/report.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';
import { ReportTable } from './report-table.tsx';

/**
 * "İadeler" (issue 34): the refunds made in the period by the method of the payment each gave
 * back, and what each method took net of them, as the server's report counts them.
 */
export function RefundsTable({ report }: { report: SalesReport }) {
  const { t } = useI18n();
  const { refunds } = report;
  if (refunds.count === 0) return null;
  return (
    <ReportTable
      report={report}
      name="refunds"
      file="iadeler"
      rows={refunds.byMethod}
      columns={[
        {
          name: 'method',
          kind: 'text',
          value: (m) => t.lookup(`requests.methods.${m.method}`) ?? m.method,
        },
        { name: 'refundCount', kind: 'count', value: (m) => m.count },
        { name: 'amount', kind: 'money', value: (m) => m.amount },
        { name: 'tips', kind: 'money', value: (m) => m.tips },
        { name: 'netAfterRefunds', kind: 'money', value: (m) => m.net },
      ]}
      total={[refunds.count, refunds.amount, refunds.tips, null]}
    />
  );
}
