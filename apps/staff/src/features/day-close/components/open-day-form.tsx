import { useI18n } from '../../../i18n/i18n.tsx';
import { useOpenDay } from '../api/business-day.ts';
import { useLiraField } from '../hooks/use-lira-field.ts';
import { FormError } from '../../../components/form-error.tsx';

/** "Günü aç": the cash in the drawer when the day starts (Açılış kasası, ADR 077). */
export function OpenDayForm() {
  const { t } = useI18n();
  const float = useLiraField();
  const open = useOpenDay();
  const invalid = float.text !== '' && float.kurus === null;
  return (
    <form
      className="day-card"
      aria-labelledby="day-open-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (float.kurus !== null) open.mutate(float.kurus);
      }}
    >
      <h3 id="day-open-title">{t('day.openTitle')}</h3>
      <p>{t('day.openHint')}</p>
      <label>
        {t('day.openingFloat')}
        <input
          inputMode="decimal"
          value={float.text}
          onChange={(event) => float.setText(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'day-float-error' : undefined}
        />
      </label>
      {invalid && (
        <p id="day-float-error" className="form-error">
          {t('day.badAmount')}
        </p>
      )}
      <FormError error={open.error} />
      <button type="submit" className="primary" disabled={float.kurus === null || open.isPending}>
        {t('day.open')}
      </button>
    </form>
  );
}
