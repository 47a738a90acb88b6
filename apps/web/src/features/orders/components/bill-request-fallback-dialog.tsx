import { formatTry } from '@masa/core/money/format-try';
import { Link } from 'react-router';
import { tr } from '../../../i18n/tr.ts';
import type { Order } from '../api/order-types.ts';
import { ModalDialog } from './modal-dialog.tsx';

export type BillDialogProps = { order: Order; onClose: () => void };

/**
 * Stand-in for the bill-request dialog of the bill issue (001 §2 'Hesap İste'), which replaces
 * it through OrderActions' `BillDialog` slot. It sends nothing itself: it leads to the payment
 * screen in bill mode and to the split-bill screen, so no request is faked.
 */
export function BillRequestFallbackDialog({ order, onClose }: BillDialogProps) {
  const t = tr.orders.bill;
  return (
    <ModalDialog title={t.title} onClose={onClose}>
      <p className="card__text">{t.text}</p>
      <p className="order-dialog__total">
        <span>{tr.orders.card.total}</span> <strong>{formatTry(order.total)}</strong>
      </p>
      <div className="order-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t.cancel}
        </button>
        <Link to={`/split-bill/${order.id}`} className="button button--secondary">
          {t.split}
        </Link>
        <Link to={`/payment/${order.id}?requestType=bill&returnUrl=/orders`} className="button">
          {t.request}
        </Link>
      </div>
    </ModalDialog>
  );
}
