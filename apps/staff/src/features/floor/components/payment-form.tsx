import { inputOfBill, priceSelection, restOfBill } from '@masa/core/bill/bill';
import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { takeShares, withShareCounts } from '@masa/core/bill/share-selection';
import { formatTry } from '@masa/core/money/format-try';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PaymentFormActions } from '../../../lib/bill/components/payment-form-actions.tsx';
import { TenderFields } from '../../../lib/bill/components/tender-fields.tsx';
import type { RecordedPayment } from '../../../lib/bill/recorded-payment.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { api } from '../../../lib/api-client.ts';
import { lostRace, useShowPaymentOutcome } from '../../../lib/bill/payment-outcome.ts';
import { useTender } from '../../../lib/bill/use-tender.ts';
import { floorKey } from '../api/floor.ts';
import { orderBillKey } from '../api/order-bill.ts';
import { PaymentChoices } from './payment-choices.tsx';

/** An open bill request of the order: its payment carries the tip the diner offered. */
export type OfferedBill = { id: string; tipPercentage: number; paymentMethod: string | null };

/**
 * Taking a payment (issue 16 §7, ADR 027): the rest of the bill or chosen units, shares of a
 * shared dish (ADR 048) and charges,
 * priced by the one bill model from the bill the server gave (core priceSelection), the
 * method, a tip kept apart (the diner's offered tip when they asked for the bill), and for
 * cash what was handed over and the change due (TenderFields, as in every payment form). The
 * server records it (POST /api/staff/orders/{id}/payments) and its answer goes to the receipt.
 */
export function PaymentForm({
  order,
  bill,
  offered,
  onDone,
}: {
  order: { id: string; orderNumber: number };
  bill: BillResponse;
  offered?: OfferedBill | undefined;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const client = useQueryClient();
  const showOutcome = useShowPaymentOutcome();
  const [chosen, setChosen] = useState(false);
  const [units, setUnits] = useState<Record<string, number>>({});
  const [charges, setCharges] = useState<string[]>([]);
  /** Lines to pay one share of: line id → the diners it is (or becomes) shared among. */
  const [wanted, setWanted] = useState<Record<string, number>>({});
  // The share of each wanted line as the server will take it (ADR 048: the first free one, or
  // share 1 of a line shared now), priced with the lines it newly shares.
  const taken = takeShares(bill, chosen ? wanted : {});
  const selection = chosen ? { lines: units, charges, shares: taken.shares } : restOfBill(bill);
  // The diner's tip goes with the rest of the bill they asked for, on what is paid now (a split
  // paid since is not tipped twice).
  const offeredPercentage = offered && !chosen ? offered.tipPercentage : 0;
  const input = withShareCounts(inputOfBill(bill), taken.counts);
  const price = priceSelection(input, selection, offeredPercentage);
  const picked = Object.fromEntries(price.shares.map((share) => [share.lineId, share.index]));
  // The diner's offered percentage of what is paid, until staff type a tip.
  const tender = useTender({ method: offered?.paymentMethod ?? 'cash', offeredTip: price.tip });
  const tip = tender.tip;
  const due = price.amount + (tip ?? 0);
  const pay = useMutation({
    mutationFn: () =>
      api.post<RecordedPayment>(`/staff/orders/${order.id}/payments`, {
        method: tender.method,
        tip: tip ?? 0,
        expectedAmount: price.amount,
        ...(offered && !chosen ? { billRequestId: offered.id } : {}),
        ...(chosen
          ? {
              items: price.lines.map((line) => ({ itemId: line.lineId, quantity: line.quantity })),
              charges: price.charges,
              shares: price.shares.map((share) => ({
                itemId: share.lineId,
                shareCount: taken.counts[share.lineId],
              })),
            }
          : {}),
      }),
    onSuccess: (recorded) => {
      showOutcome({ kind: 'receipt', recorded });
      onDone();
    },
    onError: (error) => {
      const lost = lostRace(error);
      if (lost) showOutcome(lost);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: floorKey });
      void client.invalidateQueries({ queryKey: orderBillKey });
    },
  });
  const nothing =
    price.lines.length === 0 && price.charges.length === 0 && price.shares.length === 0;
  const invalid = nothing || tip === null || tender.short(due);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) pay.mutate();
  };

  return (
    <form
      className="payment-form"
      onSubmit={submit}
      aria-label={t('payment.title', { n: order.orderNumber })}
    >
      <fieldset>
        <legend>{t('payment.what')}</legend>
        <div className="payment-methods">
          <label className="payment-method">
            <input
              type="radio"
              name={`what-${order.id}`}
              checked={!chosen}
              onChange={() => setChosen(false)}
            />
            {t('payment.rest')}
          </label>
          <label className="payment-method">
            <input
              type="radio"
              name={`what-${order.id}`}
              checked={chosen}
              onChange={() => setChosen(true)}
            />
            {t('payment.chosen')}
          </label>
        </div>
      </fieldset>
      {chosen && (
        <PaymentChoices
          bill={bill}
          units={units}
          setUnits={setUnits}
          wanted={wanted}
          setWanted={setWanted}
          charges={charges}
          setCharges={setCharges}
          picked={picked}
        />
      )}
      <p className="payment-due">
        {t('payment.due')} <strong data-testid="payment-amount">{formatTry(price.amount)}</strong>
      </p>
      {nothing && <p className="form-error">{t('payment.nothingChosen')}</p>}
      <TenderFields tender={tender} due={due} group={order.id} />
      <PaymentFormActions
        due={due}
        disabled={pay.isPending || invalid}
        error={pay.error}
        onDone={onDone}
      />
    </form>
  );
}
