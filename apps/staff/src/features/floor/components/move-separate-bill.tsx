import { billLabelOf, billNumberOf } from '@masa/core/orders/bill-label';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useOpenSeparateBill } from '../api/table-bills.ts';
import { MoveAction } from './move-action.tsx';
import { UnitCountFields, useUnitChoice } from './unit-choice.tsx';

/** The choice of a new bill rather than one the table has. */
const NEW = 'new';

/**
 * "Ayrı hesap" (issue 32 §3, ADR 078): the second couple's dishes of an order go on a new bill
 * of the same table, "Hesap 2", paid on its own; a later course's dishes join a bill the table
 * has, and a dish on the wrong bill goes back. The server says which units may not move
 * (paid, held by a split, shared) and refuses a count the screen showed stale.
 */
export function SeparateBill({
  orderId,
  tableId,
  billLabel,
  tableBills,
}: {
  orderId: string;
  tableId: string;
  /** The order's own bill, and every open bill of the table (null the first). */
  billLabel: string | null;
  tableBills: (string | null)[];
}) {
  const { t } = useI18n();
  const [to, setTo] = useState(NEW);
  const others = [...new Set(tableBills.map(billNumberOf))]
    .filter((n) => n !== billNumberOf(billLabel))
    .sort((a, b) => a - b);
  const separate = useOpenSeparateBill();
  const [open, setOpen] = useState(false);
  const choice = useUnitChoice(orderId);
  const { units } = choice;
  const submit = () =>
    separate.mutate(
      {
        tableId,
        orderId,
        ...(to === NEW ? {} : { toBill: to }),
        lines: choice.moves,
      },
      {
        onSuccess: ({ label }) => {
          choice.reset();
          setTo(NEW);
          setOpen(false);
          showToast(
            t('tableBills.moved', { bill: t('tableBills.name', { n: billNumberOf(label) }) }),
          );
        },
      },
    );
  return (
    <MoveAction
      title={t('tableBills.separate')}
      confirm={to === NEW ? t('tableBills.separateConfirm') : t('moves.moveConfirm')}
      open={open}
      onToggle={() => setOpen(!open)}
      ready={units > 0}
      pending={separate.isPending}
      error={separate.error?.message}
      onConfirm={submit}
    >
      {others.length > 0 && (
        <label>
          {t('tableBills.to')}
          <select value={to} onChange={(event) => setTo(event.target.value)}>
            <option value={NEW}>{t('tableBills.newBill')}</option>
            {others.map((n) => (
              <option key={n} value={billLabelOf(n)}>
                {t('tableBills.name', { n })}
              </option>
            ))}
          </select>
        </label>
      )}
      <UnitCountFields
        choice={choice}
        label={(name, quantity) => t('tableBills.lineCount', { name, quantity })}
      />
      {units > 0 && (
        <p className="move-what">
          {to === NEW
            ? t('tableBills.separateWhat', { units })
            : t('tableBills.whatTo', {
                units,
                bill: t('tableBills.name', { n: billNumberOf(to) }),
              })}
        </p>
      )}
    </MoveAction>
  );
}
