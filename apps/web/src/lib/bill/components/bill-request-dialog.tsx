import { formatTry } from '@masa/core/money/format-try';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { texts } from '../../../i18n/texts.ts';
import { errorMessageOf } from '../../api/error-message.ts';
import { useNotify } from '../../notifications/use-notify.ts';
import type { Order } from '../../orders/order-types.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useBill } from '../get-bill.ts';
import { usePaymentSettings } from '../get-payment-methods.ts';
import { requestBill } from '../request-bill.ts';
import type { BillRequestResult, PaymentMethod } from '../bill-types.ts';
import { useOrderPaid } from '../use-order-paid.ts';
import { billErrorMessage, billLoadMessage, billRequestGuard } from '../bill-error-message.ts';
import { previewBill } from '../bill-preview.ts';
import { choosePaymentMethods, pickMethod } from '../payment-methods.ts';
import { BillFigures } from './bill-figures.tsx';
import { BillModeChoice, type BillMode } from './bill-mode-choice.tsx';
import { PaymentMethodChoice } from './payment-method-choice.tsx';
import { TipChoice } from './tip-choice.tsx';
import './bill.css';

const t = texts('bill');

type BillDialogProps = { order: Order; onClose: () => void };

/**
 * 'Hesap İste' (001 §2 Bill-request dialog, §5, §8): what is left to pay as the server counts
 * it, the payment methods the business accepts, a tip, pay all or split equally, and the
 * request. It closes by itself when the staff record the payment (001 §4 After payment).
 */
export function BillRequestDialog({ order, onClose }: BillDialogProps) {
  const bill = useBill(order.id);
  const settings = usePaymentSettings(order.businessId);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<BillMode>('full');
  const [people, setPeople] = useState(2);
  const [tip, setTip] = useState(0);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<BillRequestResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  useOrderPaid(order.id, onClose);

  const choice = choosePaymentMethods({
    accepted: settings.data?.methods,
    loadError: settings.isError ? errorMessageOf(settings.error) : null,
  });
  const paymentMethod = pickMethod(choice.methods, chosen);
  const data = bill.data;
  const preview = data
    ? previewBill(data.bill, { tipPercentage: tip, people: mode === 'equal' ? people : null })
    : null;
  const nothingLeft = data ? data.isPaid || data.remainingAmount === 0 : false;

  async function submit() {
    if (sending || !data) return;
    const missing = billRequestGuard(order);
    if (missing) return setError(missing);
    setSending(true);
    setError(null);
    try {
      const { data: result } = await requestBill(
        order.id,
        {
          businessId: order.businessId,
          tableId: order.tableId,
          mode: mode === 'equal' ? 'equal' : 'full',
          ...(mode === 'equal' ? { peopleCount: people } : {}),
          paymentMethod: paymentMethod ?? undefined,
          tipPercentage: tip,
        },
        crypto.randomUUID(),
      );
      setSent(result);
      notify.success(t('bill.requestedToast'));
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void bill.refetch();
    } catch (failure) {
      setError(billErrorMessage(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <ModalDialog title={t('bill.requestTitle')} onClose={onClose} className="bill-dialog">
      {bill.isPending && <p className="card__text">{t('bill.loading')}</p>}
      {bill.isError && (
        <p className="bill-notice" role="alert">
          {billLoadMessage(bill.error)}
        </p>
      )}
      {data && preview && (
        <>
          <BillFigures bill={data} preview={preview} />
          {sent ? (
            <p className="bill-notice" role="status">
              {t('bill.requested')} {t('bill.requestedState')} {t('bill.total')}:{' '}
              {formatTry(sent.total)}
            </p>
          ) : (
            <>
              <BillModeChoice
                mode={mode}
                onMode={setMode}
                people={people}
                onPeople={setPeople}
                perPerson={preview.perPerson}
                disabled={sending || nothingLeft}
                splitPath={`/split-bill/${order.id}`}
              />
              <PaymentMethodChoice
                methods={choice.methods}
                value={paymentMethod}
                onChange={setChosen}
                notice={choice.notice}
                disabled={sending || nothingLeft}
              />
              <TipChoice
                options={data.tipOptions}
                value={tip}
                onChange={setTip}
                disabled={sending || nothingLeft}
              />
            </>
          )}
        </>
      )}
      {error && (
        <p className="bill-notice" role="alert">
          {error}
        </p>
      )}
      <div className="order-dialog__actions bill-actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('bill.cancel')}
        </button>
        <Link to={`/split-bill/${order.id}`} className="button button--secondary">
          {t('bill.split')}
        </Link>
        {sent ? (
          <button type="button" className="button" disabled>
            {t('bill.continuePayment')}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            disabled={!data || sending || nothingLeft}
            onClick={() => void submit()}
          >
            {nothingLeft ? t('bill.allPaid') : sending ? t('bill.sending') : t('bill.request')}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
