import { useId } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { LiraField } from '../hooks/use-lira-field.ts';

/**
 * A labelled lira amount for the day's cash (opening float, counted cash), with "Geçerli bir
 * tutar girin" under it while the text typed is not an amount.
 */
export function LiraInput({ label, field }: { label: string; field: LiraField }) {
  const { t } = useI18n();
  const errorId = useId();
  const invalid = field.text !== '' && field.kurus === null;
  return (
    <>
      <label>
        {label}
        <input
          inputMode="decimal"
          value={field.text}
          onChange={(event) => field.setText(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
        />
      </label>
      {invalid && (
        <p id={errorId} className="form-error">
          {t('day.badAmount')}
        </p>
      )}
    </>
  );
}
