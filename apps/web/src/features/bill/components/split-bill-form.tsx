import { formatTry } from '@masa/core/money/format-try';
import { useState } from 'react';
import { includingCharge } from '../../../lib/bill/bill-rows.ts';
import { texts } from '../../../i18n/texts.ts';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import type { BillStatus, PaymentMethod } from '../../../lib/bill/bill-types.ts';
import { requestSplitBill } from '../../../lib/bill/request-bill.ts';
import { splitErrorMessage } from '../../../lib/bill/bill-error-message.ts';
import { availableCharges, clampSelection, previewSplit } from '../../../lib/bill/bill-preview.ts';
import { choosePaymentMethods, pickMethod } from '../../../lib/bill/payment-methods.ts';
import { PaymentMethodChoice } from '../../../lib/bill/components/payment-method-choice.tsx';
import { addedByText } from '../utils/added-by.ts';
import { availableShares } from '../utils/share-preview.ts';
import { SplitChargeChoice } from './split-charge-choice.tsx';
import { SplitItemRow } from './split-item-row.tsx';
import { SplitSummary } from './split-summary.tsx';
import { TipChoice } from '../../../lib/bill/components/tip-choice.tsx';
import { usePaymentSettings } from '../../../lib/bill/get-payment-methods.ts';
import { useOnlinePayment } from '../hooks/use-online-payment.ts';
import { splitPay } from '../utils/split-pay.ts';
import { TestPaymentBanner } from './test-payment-banner.tsx';

const t = texts('bill');

/**
 * Choosing what to pay (001 §2 Split bill, §4, §5): units per line still due (0..what a new
 * split may take; free lines are shown free and cannot be chosen), the service charges still
 * due taken whole (the kuver, issue 20), tip 0–20 % (TIP_OPTIONS) on the units, a method, the
 * amount priced as the server prices it, and '{amount} Hesap İste'; with 'Online Ödeme' (when a
 * provider takes it: a departure from 001 §9, ADR 086) '{amount} Ödemeye Devam Et' opens the
 * hosted form for those units instead. A refusal is shown with the server's reason and the figures
 * reload, since another diner at the table may just have taken the units.
 */
export function SplitBillForm({ bill, onChanged }: { bill: BillStatus; onChanged: () => void }) {
  const notify = useNotify();
  const [wanted, setWanted] = useState<Record<string, number>>({});
  const [wantedCharges, setWantedCharges] = useState<string[]>([]);
  const [wantedShares, setWantedShares] = useState<Record<string, number>>({});
  const [tip, setTip] = useState(0);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selection = clampSelection(bill, wanted);
  const charges = availableCharges(bill, wantedCharges);
  const shares = availableShares(bill, wantedShares);
  const price = previewSplit(bill, selection, tip, charges, shares);
  const settings = usePaymentSettings(bill.businessId);
  const onlineEnabled = settings.data?.online.enabled ?? false;
  const choice = choosePaymentMethods({
    accepted: bill.splitPaymentMethods,
    loadError: null,
    online: onlineEnabled,
  });
  const method = pickMethod(choice.methods, chosen);
  const online = useOnlinePayment(bill.orderId);
  const busy = sending || online.starting;
  // Lines still due (units, or shares of a shared line: ADR 048), and free lines (shown free,
  // never chosen); paid lines are gone.
  const due = (line: (typeof bill.bill.lines)[number]) =>
    line.dueQuantity > 0 || line.shares.some((share) => share.due);
  const shown = bill.bill.lines.filter(
    (line) => !line.cancelled && (due(line) || line.chargedQuantity === 0),
  );
  const chargeName = includingCharge(bill.bill.charges);
  const allPaid = bill.allPaid || !bill.bill.lines.some(due);
  // The kuver goes with a split of chosen items; with no item left it is paid with the rest of
  // the bill (001 §4: 'Tüm Ürünler Ödendi').
  const dueCharges = allPaid ? [] : bill.bill.charges.filter((charge) => charge.due);
  const nothingChosen =
    Object.keys(selection).length === 0 && charges.length === 0 && Object.keys(shares).length === 0;
  const items = new Map(bill.items.map((item) => [item.id, item]));
  // "Pay my items" (ADR 043): the lines this diner added, as many units as a split may take.
  const mine = shown.filter((line) => items.get(line.id)?.isMine && line.availableQuantity > 0);
  const selectMine = () =>
    setWanted(
      Object.fromEntries(
        shown.map((line) => [line.id, mine.includes(line) ? line.availableQuantity : 0]),
      ),
    );

  async function submit() {
    if (busy || nothingChosen || !method) return;
    if (method === 'online') {
      return online.start(splitPay(bill, selection, charges, shares), tip);
    }
    setSending(true);
    setError(null);
    try {
      const { message } = await requestSplitBill(
        bill.orderId,
        {
          businessId: bill.businessId,
          paymentMethod: method,
          tipPercentage: tip,
          selectedItems: selection,
          selectedCharges: charges,
          selectedShares: shares,
        },
        crypto.randomUUID(),
      );
      notify.success(message ?? t('bill.splitPage.success'));
      setWanted({});
      setWantedCharges([]);
      setWantedShares({});
    } catch (failure) {
      const text = splitErrorMessage(failure);
      setError(text);
      notify.error(text);
    } finally {
      setSending(false);
      onChanged();
    }
  }

  return (
    <>
      <TestPaymentBanner twin={onlineEnabled && (settings.data?.online.twin ?? false)} />
      <p className="card__text">{t('bill.splitPage.intro')}</p>
      {mine.length > 0 && (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={selectMine}
        >
          {t('bill.splitPage.payMine')}
        </button>
      )}
      {shown.length > 0 && (
        <ul className="card bill-lines" aria-label={t('bill.splitPage.itemsLabel')}>
          {shown.map((line) => (
            <SplitItemRow
              key={line.id}
              line={line}
              chargeName={chargeName}
              selected={selection[line.id] ?? 0}
              disabled={busy}
              addedBy={addedByText(items.get(line.id))}
              onChange={(units) => setWanted((current) => ({ ...current, [line.id]: units }))}
              bill={bill}
              share={wantedShares[line.id]}
              onShare={(count) =>
                setWantedShares(({ [line.id]: _dropped, ...rest }) =>
                  count === undefined ? rest : { ...rest, [line.id]: count },
                )
              }
            />
          ))}
        </ul>
      )}
      {dueCharges.length > 0 && (
        <SplitChargeChoice
          charges={dueCharges}
          chosen={charges}
          disabled={busy}
          onChange={setWantedCharges}
        />
      )}
      <div className="card">
        <TipChoice options={bill.splitTipOptions} value={tip} onChange={setTip} disabled={busy} />
        <PaymentMethodChoice
          methods={choice.methods}
          value={method}
          onChange={setChosen}
          notice={choice.notice}
          disabled={busy}
          grid
        />
      </div>
      <SplitSummary price={price} bill={bill} />
      {(error ?? online.error) && (
        <p className="bill-notice" role="alert">
          {error ?? online.error}
        </p>
      )}
      <button
        type="button"
        className="button button--block"
        disabled={allPaid || nothingChosen || busy || !method}
        onClick={() => void submit()}
      >
        {allPaid
          ? t('bill.allPaid')
          : online.starting
            ? t('bill.online.opening')
            : method === 'online'
              ? t('bill.online.payAmount', { amount: formatTry(price.total) })
              : t('bill.splitPage.requestAmount', { amount: formatTry(price.total) })}
      </button>
    </>
  );
}
