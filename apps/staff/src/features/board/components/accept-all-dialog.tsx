import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useAcceptAll } from '../hooks/use-accept-all.ts';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';

/**
 * Asks before accepting every new order at once. The orders are those the column showed when
 * the button was tapped: one arriving while the dialog is open is not accepted unseen.
 */
export function AcceptAllDialog({
  orders,
  onClose,
}: {
  orders: OrderResponse[];
  onClose: () => void;
}) {
  const { t } = useI18n();
  const dialog = useModalDialog();
  const acceptAll = useAcceptAll();
  const failed = acceptAll.data?.failed ?? [];

  const accept = () =>
    acceptAll.mutate(orders, {
      onSuccess: (result) => {
        if (result.failed.length === 0) onClose();
      },
    });

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="accept-all-title" onClose={onClose}>
      <h2 id="accept-all-title">{t('board.acceptAllTitle', { n: orders.length })}</h2>
      <p>{t('board.acceptAllHint')}</p>
      {failed[0] && (
        <p role="alert" className="form-error">
          {t('board.acceptAllFailed', { n: failed.length, message: failed[0].message })}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          {t('board.close')}
        </button>
        {!acceptAll.data && (
          <button type="button" className="primary" disabled={acceptAll.isPending} onClick={accept}>
            {t('board.acceptAll')}
          </button>
        )}
      </div>
    </dialog>
  );
}
