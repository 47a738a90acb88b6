import { isOrderPaid } from '@masa/core/orders/order-status';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { texts } from '../../../i18n/texts.ts';
import { describeFailure, isNotFound } from '../../../lib/api/failure-text.ts';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import { storage } from '../../../lib/storage.ts';
import { useOrder } from '../../../lib/orders/get-order.ts';
import { useBill } from '../../../lib/bill/get-bill.ts';
import { useOrderPaid } from '../../../lib/bill/use-order-paid.ts';
import { readPaymentPageParams } from '../utils/payment-page-params.ts';
import { forgetOpenIntent, openIntentOf } from '../utils/open-intent.ts';
import { OnlinePaymentStatus } from './online-payment-status.tsx';
import { PaymentRequestPanel } from './payment-request-panel.tsx';
import '../../../components/ui/badge.css';
import '../../../lib/bill/components/bill.css';

const t = texts('bill', 'orders');

/** 'Sipariş bilgisi yüklenemedi' leads back to returnUrl after this long (001 §8). */
const LOAD_FAILED_REDIRECT_MS = 2_000;

/** An order this diner cannot see is 'Seçili sipariş bulunamadı.'; else why it did not load. */
const loadFailure = (error: unknown): string =>
  isNotFound(error)
    ? t('bill.errors.selectedNotFound')
    : describeFailure(error, {
        refused: (reason) => `${t('bill.errors.orderLoad')}: ${reason}`,
        service: `${t('bill.errors.orderLoad')}: ${t('orders.detail.service')}`,
      });

/**
 * /payment/{orderId} (001 §2 Payment screen): title by request type, back to returnUrl, the
 * order summary with tips on the subtotal, payment method, saved cards, 'Hesabı Böl (Alman
 * Usulü)' and 'Hesap İste'; back from an online payment's hosted form, how it went (ADR 086). The business comes from the order's bill, else the query or the
 * stored session.
 */
export function PaymentPage() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const params = readPaymentPageParams(location.state, search);
  const bill = useBill(orderId);
  const businessId = bill.data?.businessId ?? search.get('businessId') ?? storage.getBusinessId();
  const order = useOrder(orderId, businessId);
  const [paid, setPaid] = useState(false);
  useOrderPaid(orderId, () => {
    setPaid(true);
    void order.refetch();
  });
  // Back from the provider's hosted form (issue 34): /payment/{orderId}?intent=…
  // Or the one this phone opened and left with Back (open-intent.ts), shown only while it runs.
  const returned = search.get('intent');
  const intentId = returned ?? openIntentOf(orderId);
  const retry = () => {
    forgetOpenIntent(orderId);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('intent');
        return next;
      },
      { replace: true },
    );
  };
  const failure =
    order.isError && (bill.isError || bill.isSuccess) ? loadFailure(order.error) : null;
  // A friend at the table who paid her share of this order from the split screen comes back
  // here too (ADR 086): she may not read the order, but her payment is hers to follow.
  const friendsPayment = returned !== null && failure !== null;

  useEffect(() => {
    if (failure === null || friendsPayment) return;
    notify.error(failure);
    const timer = setTimeout(() => void navigate(params.returnUrl), LOAD_FAILED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [failure, friendsPayment, notify, navigate, params.returnUrl]);

  const title = params.requestType === 'bill' ? t('bill.requestTitle') : t('bill.paymentTitle');
  return (
    <>
      <PageHeader title={title} backTo={params.returnUrl} />
      <div className="page-content">
        {order.data ? (
          <>
            {(paid || isOrderPaid(order.data)) && (
              <p className="bill-notice" role="status">
                {t('bill.paidNotice')}
              </p>
            )}
            {intentId && (
              <OnlinePaymentStatus
                orderId={orderId}
                intentId={intentId}
                onRetry={retry}
                onlyWhileRunning={returned === null}
              />
            )}
            <PaymentRequestPanel
              order={order.data}
              bill={bill.data ?? null}
              initialMethod={intentId ? 'online' : null}
              testBanner={returned === null}
            />
            <Link to={`/split-bill/${orderId}`} className="button button--secondary button--block">
              {t('bill.paymentPage.splitGerman')}
            </Link>
          </>
        ) : friendsPayment ? (
          <>
            <OnlinePaymentStatus
              orderId={orderId}
              intentId={returned}
              onRetry={() => void navigate(`/split-bill/${orderId}`)}
            />
            <Link to={`/split-bill/${orderId}`} className="button button--secondary button--block">
              {t('bill.splitTitle')}
            </Link>
          </>
        ) : failure ? (
          <p className="bill-notice" role="alert">
            {failure}
          </p>
        ) : (
          <PageLoading />
        )}
      </div>
    </>
  );
}
