import { addDays, businessToday } from '@masa/core/reports/report-days';
import { useI18n } from '../../../i18n/i18n.tsx';

/** The day of the ledger: today, yesterday, or any past day of the business (Europe/Istanbul). */
export function TipDayPicker({ day, onChange }: { day: string; onChange: (day: string) => void }) {
  const { t } = useI18n();
  const today = businessToday();
  const quick = [
    [t('tips.today'), today],
    [t('tips.yesterday'), addDays(today, -1)],
  ] as const;
  return (
    <div className="tips-day">
      {quick.map(([label, value]) => (
        <button
          key={value}
          type="button"
          aria-pressed={day === value}
          className={day === value ? 'report-preset report-preset-current' : 'report-preset'}
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
      <label>
        {t('tips.day')}
        <input
          type="date"
          value={day}
          max={today}
          onChange={(event) => event.target.value && onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
