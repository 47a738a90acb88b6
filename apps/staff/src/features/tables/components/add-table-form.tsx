import { TABLE_AREAS, type TableArea, createTableBody } from '@masa/core/staff/back-office.schemas';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useTableWrites } from '../api/tables.ts';

/** A new table: name, seats and area, checked with the server's own schema and messages. */
export function AddTableForm({ onAdded }: { onAdded: (name: string) => void }) {
  const { t } = useI18n();
  const { create } = useTableWrites();
  const [name, setName] = useState('');
  const [seats, setSeats] = useState('4');
  const [area, setArea] = useState<TableArea>('standard');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTableBody.safeParse({ name, seats: Number(seats), area });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: (table) => {
        setName('');
        onAdded(table.name);
      },
    });
  };

  return (
    <form className="table-form add-table" aria-label={t.tables.add} onSubmit={submit} noValidate>
      <label>
        {t.tables.name}
        <input value={name} onChange={(event) => setName(event.target.value)} maxLength={40} />
      </label>
      <label>
        {t.tables.seats}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          value={seats}
          onChange={(event) => setSeats(event.target.value)}
        />
      </label>
      <label>
        {t.tables.area}
        <select value={area} onChange={(event) => setArea(event.target.value as TableArea)}>
          {TABLE_AREAS.map((key) => (
            <option key={key} value={key}>
              {t.tables.areas[key]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="primary" disabled={create.isPending}>
        {t.tables.add}
      </button>
      {(problem ?? create.error?.message) && (
        <p role="alert" className="form-error">
          {problem ?? create.error?.message}
        </p>
      )}
    </form>
  );
}
