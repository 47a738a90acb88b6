import { isOrderPaid } from '@masa/core/orders/order-status';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { texts } from '../../../i18n/texts.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import { useWaiterCall } from '../hooks/use-waiter-call.ts';
import { BillRequestDialog } from '../../../lib/bill/components/bill-request-dialog.tsx';
import { MessageDialog } from './message-dialog.tsx';

const t = texts('orders');

type Props = {
  order: Order;
  /** Hides 'Mesaj Gönder' where the screen has no room for it. */
  withMessage?: boolean;
  /** Home's list of active orders words a sent message shorter (001 §8). */
  onHome?: boolean;
};

/**
 * An active order's buttons (001 §2): 'Garson Çağır', 'Mesaj Gönder', 'Hesap İste', and the
 * way to the order's payment screen (/payment/{orderId}), which comes back here. An order paid
 * before it is served stays active (ADR 054) with the waiter and messages only: no bill to ask.
 */
export function OrderActions({ order, withMessage = true, onHome = false }: Props) {
  const { pathname } = useLocation();
  const waiter = useWaiterCall(order.id, order.businessId);
  const [open, setOpen] = useState<'message' | 'bill' | null>(null);
  const paid = isOrderPaid(order);

  return (
    <div className="order-actions" role="group" aria-label={t('orders.actions.label')}>
      <button
        type="button"
        className="button"
        disabled={waiter.called || waiter.pending}
        onClick={() => void waiter.call()}
      >
        {waiter.called ? t('orders.actions.waiterCalled') : t('orders.actions.callWaiter')}
      </button>
      {withMessage && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setOpen('message')}
        >
          {t('orders.actions.sendMessage')}
        </button>
      )}
      {!paid && (
        <button type="button" className="button button--secondary" onClick={() => setOpen('bill')}>
          {t('orders.actions.requestBill')}
        </button>
      )}
      {open === 'message' && (
        <MessageDialog orderId={order.id} onHome={onHome} onClose={() => setOpen(null)} />
      )}
      {!paid && (
        <Link
          to={`/payment/${order.id}?returnUrl=${encodeURIComponent(pathname)}`}
          className="button button--secondary"
        >
          {t('orders.actions.paymentScreen')}
        </Link>
      )}
      {open === 'bill' && <BillRequestDialog order={order} onClose={() => setOpen(null)} />}
      {waiter.called && (
        <p className="order-actions__note" role="status">
          {t('orders.actions.waiterCallReceived')}
        </p>
      )}
    </div>
  );
}
