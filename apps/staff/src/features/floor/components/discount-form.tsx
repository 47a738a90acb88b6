import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { useState } from 'react';
import {
  hasChoice,
  ReasonPicker,
  reasonFields,
  type ReasonChoice,
} from '../../../lib/corrections/components/reason-picker.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import { parseLira } from '../../../lib/lira.ts';
import { approvalCancelled, useApproval } from '../../../lib/approval/use-approval.tsx';
import { useGiveDiscount } from '../api/discounts.ts';

type Kind = 'percent' | 'amount';

/**
 * "İndirim" on an order of the table panel (issue 32 §2, ADR 074): on the whole order or one
 * line, a percentage or an amount, with a reason of the business's discount list and/or typed
 * (ReasonPicker). The server prices it with the one bill model and refuses a bill that changed
 * meanwhile; this shows its words and the new bill.
 */
export function DiscountButton({ orderNumber, orderId, bill }: DiscountFormProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)}>
        {t('discounts.open')}
      </button>
    );
  }
  return (
    <DiscountForm
      orderNumber={orderNumber}
      orderId={orderId}
      bill={bill}
      onDone={() => setOpen(false)}
    />
  );
}

type DiscountFormProps = { orderNumber: number; orderId: string; bill: BillResponse };

function DiscountForm({
  orderNumber,
  orderId,
  bill,
  onDone,
}: DiscountFormProps & { onDone: () => void }) {
  const { t } = useI18n();
  const { withApproval, dialog } = useApproval();
  const give = useGiveDiscount(withApproval);
  const [lineId, setLineId] = useState('');
  const [kind, setKind] = useState<Kind>('percent');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState<ReasonChoice>({ reasonId: '', reason: '' });
  const parsed = kind === 'percent' ? Number(value) : parseLira(value);
  const valid =
    parsed !== null &&
    Number.isInteger(parsed) &&
    parsed > 0 &&
    (kind === 'amount' || parsed <= 100);
  const reasoned = hasChoice(reason);
  const lines = bill.lines.filter((line) => line.chargedQuantity > 0);
  const error = give.error && !approvalCancelled(give.error) ? give.error.message : null;
  return (
    <form
      className="discount-form"
      aria-label={t('discounts.title', { n: orderNumber })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid || !reasoned) return;
        give.mutate(
          {
            orderId,
            lineId: lineId || null,
            kind,
            value: parsed,
            ...reasonFields(reason),
            expectedTotal: bill.total,
          },
          { onSuccess: onDone },
        );
      }}
    >
      <h3>{t('discounts.title', { n: orderNumber })}</h3>
      <label>
        {t('discounts.target')}
        <select value={lineId} onChange={(event) => setLineId(event.target.value)}>
          <option value="">{t('discounts.wholeOrder')}</option>
          {lines.map((line) => (
            <option key={line.id} value={line.id}>
              {t('bill.line', { quantity: line.quantity, name: line.name })}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{t('discounts.kind')}</legend>
        {(['percent', 'amount'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`discount-kind-${orderId}`}
              checked={kind === option}
              onChange={() => setKind(option)}
            />
            {t(`discounts.${option}`)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('discounts.value')}
        <input
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </label>
      <ReasonPicker kind="discount" value={reason} onChange={setReason} />
      {value !== '' && !valid && <p className="form-error">{t('discounts.invalid')}</p>}
      {value !== '' && valid && !reasoned && (
        <p className="request-meta">{t('discounts.needReason')}</p>
      )}
      <div className="discount-actions">
        <button type="submit" className="primary" disabled={!valid || !reasoned || give.isPending}>
          {t('discounts.apply')}
        </button>
        <button type="button" onClick={onDone}>
          {t('discounts.cancel')}
        </button>
      </div>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {dialog}
    </form>
  );
}
