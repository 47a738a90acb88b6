import {
  type DayHours,
  type OpeningHours,
  openingHoursSchema,
} from '@masa/core/hours/opening-hours.schemas';
import { useState } from 'react';
import { sayFirstIssue } from '../../../i18n/core-texts.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useFormProblem } from '../../../lib/use-form-problem.ts';
import { useSettingsWrite } from '../api/settings.ts';
import { type SectionSaved, SettingsSection } from './settings-section.tsx';

/**
 * The business's opening hours (PUT /staff/settings/hours, issue 20): a period a weekday or
 * closed, in Istanbul time; past midnight and the whole day as the hint says. Outside them the
 * server refuses orders and the diner's menu says when the place opens.
 */
export function OpeningHoursForm({ hours, onSaved }: SectionSaved & { hours: OpeningHours }) {
  const { t } = useI18n();
  const write = useSettingsWrite<OpeningHours, OpeningHours>('put', () => '/staff/settings/hours');
  const [days, setDays] = useState<DayHours[]>(hours.days);
  const form = useFormProblem();
  const change = (index: number, part: Partial<DayHours>) =>
    setDays(days.map((day, i) => (i === index ? { ...day, ...part } : day)));
  const save = () => {
    const parsed = openingHoursSchema.safeParse({ days });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const day = t.lookup(`settings.hours.days.${Number(issue?.path[1])}`);
      const message = sayFirstIssue(t, parsed.error);
      return form.setProblem(
        day && message ? t('settings.hours.problem', { day, message }) : message,
      );
    }
    form.setProblem(null);
    write.mutate(parsed.data, { onSuccess: () => onSaved(t('settings.sections.hours')) });
  };
  return (
    <SettingsSection
      id="settings-hours"
      title={t('settings.sections.hours')}
      hint={t('settings.hours.hint')}
      error={form.problem ?? write.error?.message}
      pending={write.isPending}
      onSubmit={save}
    >
      <table className="settings-hours">
        <thead>
          <tr>
            <th scope="col" className="visually-hidden">
              {t('settings.sections.hours')}
            </th>
            <th scope="col">{t('settings.hours.closed')}</th>
            <th scope="col">{t('settings.hours.opens')}</th>
            <th scope="col">{t('settings.hours.closes')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day, index) => {
            const name = t.lookup(`settings.hours.days.${index}`) ?? '';
            return (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('settings.hours.closedLabel', { day: name })}
                    checked={day.closed}
                    onChange={(event) => change(index, { closed: event.target.checked })}
                  />
                </td>
                {(['opens', 'closes'] as const).map((part) => (
                  <td key={part}>
                    <input
                      inputMode="numeric"
                      placeholder="SS:DD"
                      maxLength={5}
                      size={5}
                      aria-label={t('settings.hours.dayLabel', { day: name, part })}
                      disabled={day.closed}
                      value={day[part]}
                      onChange={(event) => change(index, { [part]: event.target.value })}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </SettingsSection>
  );
}
