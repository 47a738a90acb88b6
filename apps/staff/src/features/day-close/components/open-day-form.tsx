import { useI18n } from '../../../i18n/i18n.tsx';
import { useOpenDay } from '../api/business-day.ts';
import { useLiraField } from '../hooks/use-lira-field.ts';
import { LiraInput } from './lira-input.tsx';
import { DayCardForm } from '../../../components/day-card-form.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** "Günü aç": the cash in the drawer when the day starts (Açılış kasası, ADR 077). */
export function OpenDayForm() {
  const { t } = useI18n();
  const float = useLiraField();
  const open = useOpenDay();
  return (
    <DayCardForm
      titleId="day-open-title"
      onSubmit={() => {
        if (float.kurus !== null) open.mutate(float.kurus);
      }}
    >
      <h3 id="day-open-title">{t('day.openTitle')}</h3>
      <p>{t('day.openHint')}</p>
      <LiraInput label={t('day.openingFloat')} field={float} />
      <FormError error={open.error} />
      <button type="submit" className="primary" disabled={float.kurus === null || open.isPending}>
        {t('day.open')}
      </button>
    </DayCardForm>
  );
}
