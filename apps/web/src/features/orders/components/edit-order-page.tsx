import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { tr } from '../../../i18n/tr.ts';
import { storage } from '../../../lib/storage.ts';
import { useOrder } from '../api/get-order.ts';
import { useOrderRealtime } from '../hooks/use-order-realtime.ts';
import { cachedBusinessIdOf } from '../utils/order-cache.ts';
import { EditOrderForm } from './edit-order-form.tsx';
import './orders.css';

/**
 * /edit-order/{orderId} (001 §2 Edit order). The order is read with its business id: the one
 * of the orders list the diner came from, else the stored business.
 */
export function EditOrderPage() {
  const { orderId = '' } = useParams();
  const queryClient = useQueryClient();
  const businessId = cachedBusinessIdOf(queryClient, orderId) ?? storage.getBusinessId();
  const order = useOrder(orderId, businessId);
  useOrderRealtime({ orderId: order.data?.id ?? null });

  return (
    <>
      <PageHeader title={tr.orders.editTitle} backTo="/orders" />
      <div className="page-content">
        {order.isPending && <p className="card__text">{tr.app.loading}</p>}
        {order.isError && (
          <div className="banner banner--error" role="alert">
            <p>{tr.orders.edit.loadFailed}</p>
            <p>{order.error.message}</p>
          </div>
        )}
        {order.data && <EditOrderForm key={order.data.id} order={order.data} />}
      </div>
    </>
  );
}
