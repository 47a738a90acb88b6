import { addDays, businessToday } from '@masa/core/reports/report-days';
import { useI18n } from '../../../i18n/i18n.tsx';

export type Range = { from: string; to: string };

/** Today, yesterday, the last 7 days, this month: days of the business (Europe/Istanbul). */
export function presetRanges(
  now = new Date(),
): Record<'today' | 'yesterday' | 'last7' | 'thisMonth', Range> {
  const today = businessToday(now);
  const yesterday = addDays(today, -1);
  return {
    today: { from: today, to: today },
    yesterday: { from: yesterday, to: yesterday },
    last7: { from: addDays(today, -6), to: today },
    thisMonth: { from: `${today.slice(0, 8)}01`, to: today },
  };
}

/** A day or a range: quick choices, or two date fields. */
export function RangePicker({
  range,
  onChange,
  error,
}: {
  range: Range;
  onChange: (range: Range) => void;
  error: string | null;
}) {
  const { t } = useI18n();
  const presets = presetRanges();
  return (
    <fieldset className="report-range">
      <legend>{t('reports.range')}</legend>
      <div className="report-presets">
        {(Object.keys(presets) as (keyof typeof presets)[]).map((name) => {
          const preset = presets[name];
          const current = preset.from === range.from && preset.to === range.to;
          return (
            <button
              key={name}
              type="button"
              className={current ? 'report-preset report-preset-current' : 'report-preset'}
              aria-pressed={current}
              onClick={() => onChange(preset)}
            >
              {t(`reports.${name}`)}
            </button>
          );
        })}
      </div>
      <div className="report-dates">
        <label>
          {t('reports.from')}
          <input
            type="date"
            value={range.from}
            onChange={(event) => onChange({ ...range, from: event.target.value })}
            aria-invalid={error !== null}
            aria-describedby={error ? 'report-range-error' : undefined}
          />
        </label>
        <label>
          {t('reports.to')}
          <input
            type="date"
            value={range.to}
            onChange={(event) => onChange({ ...range, to: event.target.value })}
            aria-invalid={error !== null}
            aria-describedby={error ? 'report-range-error' : undefined}
          />
        </label>
      </div>
      {error && (
        <p id="report-range-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
