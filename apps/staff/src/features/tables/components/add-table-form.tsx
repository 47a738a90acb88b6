import { createTableBody } from '@masa/core/staff/back-office.schemas';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useFormProblem } from '../../../lib/use-form-problem.ts';
import { useTableWrites } from '../api/tables.ts';
import { TableFields, type TableFieldValues } from './table-fields.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** A new table: name, seats and area, checked with the server's own schema and messages. */
export function AddTableForm({ onAdded }: { onAdded: (name: string) => void }) {
  const { t } = useI18n();
  const { create } = useTableWrites();
  const [values, setValues] = useState<TableFieldValues>({
    name: '',
    seats: '4',
    area: 'standard',
  });
  const form = useFormProblem();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTableBody.safeParse({ ...values, seats: Number(values.seats) });
    form.check(parsed, (body) =>
      create.mutate(body, {
        onSuccess: (table) => {
          setValues({ ...values, name: '' });
          onAdded(table.name);
        },
      }),
    );
  };

  return (
    <form
      className="table-form add-table"
      aria-label={t('tables.add')}
      onSubmit={submit}
      noValidate
    >
      <TableFields values={values} onChange={setValues} />
      <button type="submit" className="primary" disabled={create.isPending}>
        {t('tables.add')}
      </button>
      <FormError error={form.problem ?? create.error?.message} />
    </form>
  );
}
