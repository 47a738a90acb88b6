import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { Reconciliation } from '@masa/core/fiscal/z-report.schemas';
import { useSaveZReport } from '../api/reconciliation.ts';
import { useZReportForm } from '../hooks/use-z-report-form.ts';
import { DayCardForm } from '../../../components/day-card-form.tsx';
import { FormError } from '../../../components/form-error.tsx';

/**
 * "Z raporu" (issue 35 §4): the register's end-of-day Z typed in — its number, the gross per
 * VAT rate and the amount per payment method — for the reconciliation beside it.
 */
export function RegisterZForm({
  dayId,
  reconciliation,
}: {
  dayId: string;
  reconciliation: Reconciliation;
}) {
  const { t } = useI18n();
  const form = useZReportForm(reconciliation);
  const save = useSaveZReport(dayId);
  const [tried, setTried] = useState(false);
  const field = (key: string, label: string) => (
    <label key={key}>
      {label}
      <input
        inputMode="decimal"
        autoComplete="off"
        value={form.text(key)}
        onChange={(event) => form.setText(key, event.target.value)}
        aria-invalid={form.invalid(key) || (tried && form.text(key) === '')}
      />
    </label>
  );
  return (
    <DayCardForm
      className="register-z"
      titleId="register-z-title"
      onSubmit={() => {
        setTried(true);
        if (form.body) save.mutate(form.body);
      }}
    >
      <h3 id="register-z-title">{t('fiscal.zTitle')}</h3>
      <p className="settings-hint">{t('fiscal.zHint')}</p>
      <label>
        {t('fiscal.zNumber')}
        <input
          autoComplete="off"
          value={form.zNumber}
          onChange={(event) => form.setZNumber(event.target.value)}
          aria-invalid={tried && form.zNumber.trim() === ''}
        />
      </label>
      <fieldset>
        <legend>{t('fiscal.byVatRate')}</legend>
        {form.rates.map((rate) => field(form.vatKey(rate), t('fiscal.vatGross', { rate })))}
      </fieldset>
      <fieldset>
        <legend>{t('fiscal.byMethod')}</legend>
        {form.methods.map((method) =>
          field(
            form.methodKey(method),
            t('fiscal.methodAmount', { method: t.lookup(`requests.methods.${method}`) ?? method }),
          ),
        )}
      </fieldset>
      {tried && !form.body && (
        <p className="form-error" role="alert">
          {t('fiscal.badZ')}
        </p>
      )}
      <FormError error={save.error} />
      {save.isSuccess && (
        <p role="status">
          {t('fiscal.zSaved', { z: save.data.register?.zNumber ?? form.zNumber })}
        </p>
      )}
      <button type="submit" className="primary" disabled={save.isPending}>
        {t('fiscal.saveZ')}
      </button>
    </DayCardForm>
  );
}
