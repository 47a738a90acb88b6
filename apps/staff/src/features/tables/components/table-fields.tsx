import { TABLE_AREAS, type TableArea } from '@masa/core/staff/back-office.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';

export type TableFieldValues = { name: string; seats: string; area: TableArea };

/** A table's name, seats and area, as the add form and each table's row edit them. */
export function TableFields({
  values,
  onChange,
}: {
  values: TableFieldValues;
  onChange: (values: TableFieldValues) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <label>
        {t('tables.name')}
        <input
          value={values.name}
          onChange={(event) => onChange({ ...values, name: event.target.value })}
          maxLength={40}
        />
      </label>
      <label>
        {t('tables.seats')}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          value={values.seats}
          onChange={(event) => onChange({ ...values, seats: event.target.value })}
        />
      </label>
      <label>
        {t('tables.area')}
        <select
          value={values.area}
          onChange={(event) => onChange({ ...values, area: event.target.value as TableArea })}
        >
          {TABLE_AREAS.map((key) => (
            <option key={key} value={key}>
              {t(`tables.areas.${key}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
