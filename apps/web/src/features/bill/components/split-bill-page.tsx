import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { texts } from '../../../i18n/texts.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import { useBill } from '../../../lib/bill/get-bill.ts';
import { useOrderPaid } from '../../../lib/bill/use-order-paid.ts';
import { splitErrorMessage } from '../../../lib/bill/bill-error-message.ts';
import { SplitBillForm } from './split-bill-form.tsx';
import '../../../lib/bill/components/bill.css';

const t = texts('bill');
const ORDER_ID = /^[0-9a-f]{24}$/;

/** /split-bill/{orderId} (001 §2 Split bill): checks the id and loads what is left to pay. */
export function SplitBillPage() {
  const { orderId = '' } = useParams();
  const valid = ORDER_ID.test(orderId);
  const bill = useBill(orderId, valid);
  const notify = useNotify();
  const navigate = useNavigate();
  useOrderPaid(valid ? orderId : null);
  const notFound = isApiError(bill.error) && bill.error.status === 404;

  useEffect(() => {
    if (!valid) notify.error(t('bill.splitPage.invalidId'));
  }, [valid, notify]);
  useEffect(() => {
    if (!notFound) return;
    notify.error(t('bill.splitPage.notFound'));
    void navigate('/orders', { replace: true });
  }, [notFound, notify, navigate]);

  return (
    <>
      <PageHeader title={t('bill.splitTitle')} backTo="/orders" />
      <div className="page-content">
        {!valid ? (
          <p className="bill-notice" role="alert">
            {t('bill.splitPage.invalidId')}
          </p>
        ) : bill.data ? (
          <SplitBillForm bill={bill.data} onChanged={() => void bill.refetch()} />
        ) : bill.isError ? (
          <p className="bill-notice" role="alert">
            {notFound ? t('bill.splitPage.notFound') : splitErrorMessage(bill.error)}
          </p>
        ) : (
          <PageLoading />
        )}
      </div>
    </>
  );
}
