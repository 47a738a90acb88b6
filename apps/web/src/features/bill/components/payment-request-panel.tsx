import { isOrderPaid } from '@masa/core/orders/order-status';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { errorMessageOf } from '../../../lib/api/error-message.ts';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import type { BillStatus, PaymentMethod } from '../../../lib/bill/bill-types.ts';
import { usePaymentSettings } from '../../../lib/bill/get-payment-methods.ts';
import { requestBill } from '../../../lib/bill/request-bill.ts';
import { billErrorMessage } from '../../../lib/bill/bill-error-message.ts';
import { choosePaymentMethods, pickMethod } from '../../../lib/bill/payment-methods.ts';
import { PaymentMethodChoice } from '../../../lib/bill/components/payment-method-choice.tsx';
import { PaymentSummary } from './payment-summary.tsx';
import { SavedCardsSection } from './saved-cards-section.tsx';
import { TestPaymentBanner } from './test-payment-banner.tsx';
import { useOnlinePayment } from '../hooks/use-online-payment.ts';

const t = texts('bill');

/**
 * The payment screen's request (001 §4 Bill request on payment screen): tip, method and
 * saved cards, then 'Hesap İste'. Afterwards the label is 'Ödemeye Devam Et', shown disabled
 * with the bill-request state (ADR 022): the staff take the payment at the table. Once they
 * have recorded it (live, through the order's room) the bill is paid: 'Tüm Ürünler Ödendi',
 * how it was paid, and no request state nor method to choose (issue 30). With 'Online Ödeme'
 * chosen (when a provider takes it, issue 34) 'Ödemeye Devam Et' is enabled and opens the
 * provider's hosted form for the rest of the bill with the tip (ADR 086).
 */
export function PaymentRequestPanel(props: {
  order: Order;
  bill: BillStatus | null;
  initialMethod?: PaymentMethod | null;
  /** False while the online payment's own card above says it (no banner twice). */
  testBanner?: boolean;
}) {
  const { order, bill } = props;
  const settings = usePaymentSettings(order.businessId);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [tip, setTip] = useState(0);
  const [chosen, setChosen] = useState<PaymentMethod | null>(props.initialMethod ?? null);
  const [sending, setSending] = useState(false);
  const [requested, setRequested] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choice = choosePaymentMethods({
    accepted: settings.data?.methods,
    loadError: settings.isError ? errorMessageOf(settings.error) : null,
    online: settings.data?.online.enabled ?? false,
  });
  const method = pickMethod(choice.methods, chosen);
  const online = useOnlinePayment(order.id);
  const nothingLeft = isOrderPaid(order) || bill?.remainingAmount === 0;
  const payOnline = method === 'online' && !requested;
  const locked = sending || requested || nothingLeft || online.starting;

  async function submit() {
    if (locked) return;
    if (payOnline) return online.start({ kind: 'rest' }, tip);
    setSending(true);
    setError(null);
    try {
      await requestBill(
        order.id,
        {
          businessId: order.businessId,
          tableId: order.tableId,
          mode: 'full',
          paymentMethod: method ?? undefined,
          tipPercentage: tip,
        },
        crypto.randomUUID(),
      );
      setRequested(true);
      notify.success(t('bill.requestSent'));
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    } catch (failure) {
      setError(billErrorMessage(failure));
    } finally {
      setSending(false);
    }
  }

  const label = nothingLeft
    ? t('bill.allPaid')
    : online.starting
      ? t('bill.online.opening')
      : payOnline || requested
        ? t('bill.continuePayment')
        : sending
          ? t('bill.sending')
          : t('bill.request');
  return (
    <>
      <TestPaymentBanner
        twin={
          props.testBanner !== false &&
          !nothingLeft &&
          settings.data?.online.enabled === true &&
          settings.data.online.twin
        }
      />
      <PaymentSummary
        order={order}
        bill={bill?.bill ?? order.bill}
        tip={tip}
        onTip={setTip}
        disabled={locked}
      />
      {/* A paid bill has no method to choose: how it was paid is in the summary (issue 30). */}
      {!nothingLeft && (
        <>
          <div className="card">
            <PaymentMethodChoice
              methods={choice.methods}
              value={method}
              onChange={setChosen}
              notice={choice.notice}
              disabled={locked}
            />
          </div>
          <SavedCardsSection />
        </>
      )}
      {requested && !nothingLeft && (
        <p className="bill-notice" role="status">
          {t('bill.requested')} {t('bill.requestedState')}
        </p>
      )}
      {(error ?? online.error) && (
        <p className="bill-notice" role="alert">
          {error ?? online.error}
        </p>
      )}
      <button
        type="button"
        className="button button--block"
        disabled={locked}
        onClick={() => void submit()}
      >
        {label}
      </button>
    </>
  );
}
