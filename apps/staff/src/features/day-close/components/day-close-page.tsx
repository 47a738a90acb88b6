import type { BusinessDay } from '@masa/core/reports/day.schemas';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useCurrentDay } from '../api/business-day.ts';
import '../day-close.css';
import { CloseDayForm } from './close-day-form.tsx';
import { FiscalDay } from './fiscal-day.tsx';
import { OpenDayForm } from './open-day-form.tsx';
import { ZReport } from './z-report.tsx';
import { FormError } from '../../../components/form-error.tsx';

/**
 * Gün Sonu (issue 32 §6, ADR 077), owners and managers: open the day with the drawer's cash;
 * while it is open, the day so far and the close (counted cash, over/short, unpaid tables);
 * the register's side: fiş still waiting, its Z typed in beside Masa's totals (issue 35 §4);
 * once closed, its Z summary to print or save until the next day opens.
 */
export function DayClosePage() {
  const { t } = useI18n();
  const current = useCurrentDay();
  const [closed, setClosed] = useState<BusinessDay | null>(null);
  const day = current.data?.day ?? null;
  return (
    <main className="day-close" aria-labelledby="day-title">
      <h2 id="day-title" className="no-print">
        {t('day.title')}
      </h2>
      <FormError error={current.error} />
      {current.isPending && <p role="status">{t('day.loading')}</p>}
      {closed && current.data && !day && (
        <>
          <p role="status" className="no-print">
            {t('day.closed')}
          </p>
          <ZReport day={closed} />
        </>
      )}
      {current.data && !day && <OpenDayForm />}
      {current.data && day && (
        <div className="day-close-grid">
          <ZReport day={day} />
          <div className="day-side">
            <FiscalDay dayId={day.id} />
            <CloseDayForm day={day} unsettled={current.data.unsettled} onClosed={setClosed} />
          </div>
        </div>
      )}
    </main>
  );
}
