import { businessToday } from '@masa/core/reports/report-days';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { Session } from '../../../lib/session.ts';
import { useTipDay } from '../api/tip-day.ts';
import '../tips.css';
import { TipDayPicker } from './tip-day-picker.tsx';
import { TipPeople } from './tip-people.tsx';
import { TipRuleForm } from './tip-rule-form.tsx';
import { TipSignOff } from './tip-sign-off.tsx';
import { TipSummary } from './tip-summary.tsx';
import { FormError } from '../../../components/form-error.tsx';

/**
 * Bahşiş (issue 35 §2, ADR 088), owners and managers: a day's tips by method and by who served
 * them, the business's rule, the hours each person worked, what each gets, and the owner's
 * "Onayla" with the CSV and the signed PDF.
 */
export function TipsPage({ session }: { session: Session }) {
  const { t } = useI18n();
  const [day, setDay] = useState(() => businessToday());
  const ledger = useTipDay(day);
  return (
    <main className="tips" aria-labelledby="tips-title">
      <h2 id="tips-title">{t('tips.title')}</h2>
      <TipDayPicker day={day} onChange={setDay} />
      {ledger.isPending && <p role="status">{t('tips.loading')}</p>}
      <FormError error={ledger.error} />
      {ledger.data && (
        <div className="tips-grid">
          <TipSummary day={ledger.data} />
          <div className="tips-column">
            <TipPeople key={`${day}-${ledger.data.signedAt ?? ''}`} day={ledger.data} />
            <TipSignOff day={ledger.data} maySign={session.staff.role === 'owner'} />
            {!ledger.data.signedAt && <TipRuleForm settings={ledger.data.settings} />}
          </div>
        </div>
      )}
    </main>
  );
}
