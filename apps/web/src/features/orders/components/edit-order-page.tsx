import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import { describeFailure } from '../../../lib/api/failure-text.ts';
import { storage } from '../../../lib/storage.ts';
import { useOrder } from '../../../lib/orders/get-order.ts';
import { useOrderNotify } from '../hooks/use-order-notify.ts';
import { useOrderRealtime } from '../hooks/use-order-realtime.ts';
import { cachedBusinessIdOf } from '../utils/order-cache.ts';
import { EditOrderForm } from './edit-order-form.tsx';
import './orders.css';

const t = texts('app', 'orders');

/**
 * /edit-order/{orderId} (001 §2 Edit order). The order is read with its business id: the one
 * of the orders list the diner came from, else the stored business. When it cannot be read,
 * 'Sipariş bilgileri alınamadı' with the reason, and the screen goes back (001 §8).
 */
export function EditOrderPage() {
  const { orderId = '' } = useParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { key } = useLocation();
  const notify = useOrderNotify();
  const businessId = cachedBusinessIdOf(queryClient, orderId) ?? storage.getBusinessId();
  const order = useOrder(orderId, businessId);
  useOrderRealtime({ orderId: order.data?.id ?? null });
  const failure = order.isError
    ? describeFailure(order.error, {
        refused: (reason) => `${t('orders.edit.loadFailed')}: ${reason}`,
        service: `${t('orders.edit.loadFailed')}: ${t('orders.detail.service')}`,
      })
    : null;

  useEffect(() => {
    if (failure === null) return;
    notify.error(failure);
    // Back where the diner came from; opened directly, to the orders list.
    if (key === 'default') void navigate('/orders', { replace: true });
    else void navigate(-1);
  }, [failure, key, notify, navigate]);

  return (
    <>
      <PageHeader title={t('orders.editTitle')} backTo="/orders" />
      <div className="page-content">
        {order.isPending && <p className="card__text">{t('app.loading')}</p>}
        {failure && (
          <p className="banner banner--error" role="alert">
            {failure}
          </p>
        )}
        {order.data && <EditOrderForm key={order.data.id} order={order.data} />}
      </div>
    </>
  );
}
