import type { StaffSplitRequestResponse } from '@masa/core/staff/staff-request.schemas';
import { formatTry } from '@masa/core/money/format-try';
import type { FormEvent } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { lostRace, useShowPaymentOutcome } from '../payment-outcome.ts';
import { usePaySplit } from '../../requests/requests.ts';
import { useTender } from '../use-tender.ts';
import { PaymentFormActions } from './payment-form-actions.tsx';
import { TenderFields } from './tender-fields.tsx';

/**
 * Taking an approved split's payment (issue 29): what the split pays, then the method, the tip
 * its diner offered and, for cash, what was handed over and the change due, as at the table;
 * the server's answer is the receipt, shown where every receipt is.
 */
export function SplitPaymentForm({
  split,
  onDone,
}: {
  split: StaffSplitRequestResponse;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const showOutcome = useShowPaymentOutcome();
  const pay = usePaySplit({
    onSuccess: (recorded) => showOutcome({ kind: 'receipt', recorded }),
    onError: (error) => {
      const lost = lostRace(error);
      if (lost) showOutcome(lost);
    },
  });
  const tender = useTender({ method: split.paymentMethod, offeredTip: split.tipAmount });
  const due = split.amount + (tender.tip ?? 0);
  const invalid = tender.tip === null || tender.short(due);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || tender.tip === null) return;
    pay.mutate({ split, method: tender.method, tip: tender.tip });
  };
  return (
    <form className="payment-form" onSubmit={submit} aria-label={t('payment.splitTitle')}>
      <p className="payment-due">
        {t('payment.due')} <strong data-testid="payment-amount">{formatTry(split.amount)}</strong>
      </p>
      <TenderFields tender={tender} due={due} group={split.id} />
      <PaymentFormActions
        due={due}
        disabled={pay.isPending || invalid}
        error={pay.error}
        onDone={onDone}
      />
    </form>
  );
}
