import type { BusinessDay } from '@masa/core/reports/day.schemas';
import { downloadCsv } from '../../../lib/csv.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { zReportCsv } from '../z-report-csv.ts';

/** "Yazdır" (one page, day-close.css) and "CSV indir" for a closed day's Z summary. */
export function ZReportActions({ day }: { day: BusinessDay }) {
  const { t } = useI18n();
  const date = (day.closedAt ?? day.openedAt).slice(0, 10);
  return (
    <div className="z-report-actions no-print">
      <button type="button" onClick={() => window.print()}>
        {t('day.print')}
      </button>
      <button
        type="button"
        onClick={() => downloadCsv(`masa-gun-sonu-${date}.csv`, zReportCsv(day, t))}
      >
        {t('day.csv')}
      </button>
    </div>
  );
}
