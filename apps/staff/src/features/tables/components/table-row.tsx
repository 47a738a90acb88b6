import { type StaffTable, updateTableBody } from '@masa/core/staff/back-office.schemas';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useFormProblem } from '../../../lib/use-form-problem.ts';
import { useTableWrites } from '../api/tables.ts';
import { TableFields, type TableFieldValues } from './table-fields.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** One table's settings: rename, seats, area, in service or not, and a new QR code. */
export function TableRow({
  table,
  onDone,
}: {
  table: StaffTable;
  onDone: (message: string) => void;
}) {
  const { t } = useI18n();
  const { update, reissue } = useTableWrites();
  const [values, setValues] = useState<TableFieldValues>({
    name: table.name,
    seats: String(table.seats),
    area: table.area,
  });
  const [active, setActive] = useState(table.active);
  const form = useFormProblem();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateTableBody.safeParse({ ...values, seats: Number(values.seats), active });
    form.check(parsed, (changes) =>
      update.mutate(
        { id: table.id, changes },
        { onSuccess: (saved) => onDone(t('tables.saved', { name: saved.name })) },
      ),
    );
  };
  const newCode = () => {
    if (!window.confirm(t('tables.reissueConfirm', { name: table.name }))) return;
    reissue.mutate(table.id, {
      onSuccess: (saved) => onDone(t('tables.reissued', { name: saved.name })),
    });
  };
  const error = form.problem ?? update.error?.message ?? reissue.error?.message;

  return (
    <li className={table.active ? 'table-row' : 'table-row table-off'}>
      <form
        className="table-form"
        aria-label={t('tables.rowLabel', { name: table.name })}
        onSubmit={save}
      >
        <span className="table-number">{t('tables.number', { n: table.number })}</span>
        <TableFields values={values} onChange={setValues} />
        <Checkbox label={t('tables.active')} checked={active} onChange={setActive} />
        <button type="submit" disabled={update.isPending}>
          {t('tables.save')}
        </button>
        <button type="button" onClick={newCode} disabled={reissue.isPending}>
          {t('tables.reissue')}
        </button>
        <FormError error={error} />
      </form>
    </li>
  );
}
