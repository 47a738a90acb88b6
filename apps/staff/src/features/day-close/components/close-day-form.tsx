import { formatTry } from '@masa/core/money/format-try';
import { cashOverShort } from '@masa/core/reports/day-summary';
import type { BusinessDay, UnsettledTable } from '@masa/core/reports/day.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useCloseDay } from '../api/business-day.ts';
import { useLiraField } from '../hooks/use-lira-field.ts';
import { LiraInput } from './lira-input.tsx';
import { OverShort } from './over-short.tsx';
import { DayCardForm } from '../../../components/day-card-form.tsx';
import { FormError } from '../../../components/form-error.tsx';

/**
 * The close (ADR 077): the cash the drawer should hold, the count typed in ("Sayılan nakit"),
 * over/short as it stands, and "Günü kapat", which waits for every table to be settled and for
 * the register (issue 35 §4): refused for its Z's differences, "Farkları kabul ederek kapat".
 */
export function CloseDayForm({
  day,
  unsettled,
  onClosed,
}: {
  day: BusinessDay;
  unsettled: UnsettledTable[];
  onClosed: (day: BusinessDay) => void;
}) {
  const { t } = useI18n();
  const counted = useLiraField();
  const close = useCloseDay();
  const expected = day.summary.cash.expected;
  const differs = close.error instanceof ApiError && close.error.code === 'Z_REPORT_DIFFERENCES';
  return (
    <DayCardForm
      titleId="day-close-title"
      onSubmit={(event) => {
        if (counted.kurus === null) return;
        // The second button, shown once the server refused the register's differences.
        const accepting = (event.nativeEvent as SubmitEvent).submitter?.dataset.accept === 'yes';
        close.mutate(
          {
            dayId: day.id,
            countedCash: counted.kurus,
            expectedCash: expected,
            ...(accepting ? { acceptDifferences: true } : {}),
          },
          { onSuccess: onClosed },
        );
      }}
    >
      <h3 id="day-close-title">{t('day.closeTitle')}</h3>
      {unsettled.length > 0 && (
        <section className="day-unsettled" aria-labelledby="day-unsettled-title">
          <h4 id="day-unsettled-title">{t('day.unsettledTitle')}</h4>
          <ul>
            {unsettled.map((table) => (
              <li key={table.tableId ?? table.name}>
                {t('day.unsettledTable', { table: table.name, orders: table.orders })}{' '}
                <strong>{formatTry(table.left)}</strong>
              </li>
            ))}
          </ul>
          <p>{t('day.unsettledHint')}</p>
        </section>
      )}
      <dl className="day-figures">
        <div>
          <dt>{t('day.expectedCash')}</dt>
          <dd>{formatTry(expected)}</dd>
        </div>
      </dl>
      <LiraInput label={t('day.countedCash')} field={counted} />
      {counted.kurus !== null && (
        <p className="day-over-short" aria-live="polite">
          {t('day.overShort')}: <OverShort amount={cashOverShort(counted.kurus, expected)} />
        </p>
      )}
      <FormError error={close.error} />
      <button
        type="submit"
        className="primary"
        disabled={counted.kurus === null || unsettled.length > 0 || close.isPending}
      >
        {t('day.close')}
      </button>
      {differs && (
        <>
          <p className="settings-hint">{t('fiscal.acceptHint')}</p>
          <button type="submit" data-accept="yes" disabled={close.isPending}>
            {t('fiscal.acceptClose')}
          </button>
        </>
      )}
    </DayCardForm>
  );
}
