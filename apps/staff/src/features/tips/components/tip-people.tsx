import { formatTry } from '@masa/core/money/format-try';
import type { TipDay } from '@masa/core/tips/tips.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSaveTipHours } from '../api/tip-day.ts';
import { useHoursFields } from '../hooks/use-hours-fields.ts';
import { DayCardForm } from '../../../components/day-card-form.tsx';
import { FormError } from '../../../components/form-error.tsx';

/**
 * "Dağıtım": each person's hours (typed here until the day is signed), points, the tips of the
 * orders they served and what the rule gives them, with the undistributed line; the amounts are
 * the server's, recounted when the hours are saved.
 */
export function TipPeople({ day }: { day: TipDay }) {
  const { t } = useI18n();
  const fields = useHoursFields(day);
  const save = useSaveTipHours(day.day);
  const signed = day.signedAt !== null;
  return (
    <DayCardForm
      className="tips-people"
      titleId="tips-people-title"
      onSubmit={() => {
        if (fields.hours) save.mutate(fields.hours, { onSuccess: fields.reset });
      }}
    >
      <h3 id="tips-people-title">
        {t('tips.people')} · {t.lookup(`tips.rules.${day.rule}`)}
      </h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('tips.name')}</th>
            <th scope="col">{t('tips.hours')}</th>
            <th scope="col">{t('tips.pointsCol')}</th>
            <th scope="col">{t('tips.servedCol')}</th>
            <th scope="col">{t('tips.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {day.people.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.name}</th>
              <td>
                <input
                  inputMode="decimal"
                  aria-label={t('tips.hoursOf', { name: p.name })}
                  value={fields.text(p.id)}
                  disabled={signed}
                  aria-invalid={fields.invalid.has(p.id)}
                  onChange={(event) => fields.set(p.id, event.target.value)}
                />
              </td>
              <td>{p.points}</td>
              <td>{formatTry(p.served)}</td>
              <td>
                <strong>{formatTry(p.amount)}</strong>
              </td>
            </tr>
          ))}
          {day.undistributed > 0 && (
            <tr>
              <th scope="row">{t('tips.undistributed')}</th>
              <td colSpan={3} />
              <td>
                <strong>{formatTry(day.undistributed)}</strong>
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {fields.invalid.size > 0 && <p className="form-error">{t('tips.badHours')}</p>}
      <FormError error={save.error} />
      {!signed && (
        <button
          type="submit"
          className="primary"
          disabled={!fields.changed || fields.hours === null || save.isPending}
        >
          {t('tips.saveHours')}
        </button>
      )}
    </DayCardForm>
  );
}
