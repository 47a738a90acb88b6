import { stationsBody, type StaffSettings } from '@masa/core/staff/business-settings.schemas';
import { useId, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useFormProblem } from '../../../lib/use-form-problem.ts';
import { useSettingsWrite } from '../api/settings.ts';
import { type SectionSaved, SettingsSection } from './settings-section.tsx';

type Category = StaffSettings['categories'][number];

/**
 * The kitchen-display station of each category (PUT /staff/settings/stations): pick one in use
 * or type a new one; the kitchen display offers every station in use.
 */
export function StationsForm({ categories, onSaved }: SectionSaved & { categories: Category[] }) {
  const { t } = useI18n();
  const listId = useId();
  const write = useSettingsWrite<object, Category[]>('put', () => '/staff/settings/stations');
  const [stations, setStations] = useState(
    Object.fromEntries(categories.map((category) => [category.id, category.station])),
  );
  const form = useFormProblem();
  const known = [...new Set([...categories.map((c) => c.station), ...Object.values(stations)])];
  const save = () => {
    const parsed = stationsBody.safeParse({
      categories: categories.map((category) => ({
        categoryId: category.id,
        station: stations[category.id] ?? '',
      })),
    });
    form.check(parsed, (body) =>
      write.mutate(body, { onSuccess: () => onSaved(t('settings.sections.stations')) }),
    );
  };
  return (
    <SettingsSection
      id="settings-stations"
      title={t('settings.stations.title')}
      hint={t('settings.stations.hint')}
      error={form.problem ?? write.error?.message}
      pending={write.isPending}
      onSubmit={save}
    >
      <datalist id={listId}>
        {known.map((station) => (
          <option key={station} value={station} />
        ))}
      </datalist>
      {categories.map((category) => (
        <label key={category.id}>
          <span aria-hidden="true">{category.name}</span>
          <input
            aria-label={t('settings.stations.category', { name: category.name })}
            list={listId}
            maxLength={30}
            value={stations[category.id] ?? ''}
            onChange={(event) => setStations({ ...stations, [category.id]: event.target.value })}
          />
        </label>
      ))}
    </SettingsSection>
  );
}
