import { zodResolver } from '@hookform/resolvers/zod';
import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { cancelOrderSchema } from '@masa/core/staff/staff.schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { sayCoreMessage } from '../../../i18n/core-texts.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useChangeOrderStatus } from '../../../lib/orders/active-orders.ts';
import { FormError } from '../../../components/form-error.tsx';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';

type CancelInput = z.input<typeof cancelOrderSchema>;

/** Asks why, then cancels the order; the reason goes to the diner's message thread. */
export function CancelDialog({ order, onClose }: { order: OrderResponse; onClose: () => void }) {
  const { t } = useI18n();
  const dialog = useModalDialog();
  const cancel = useChangeOrderStatus();
  const form = useForm<CancelInput>({
    resolver: zodResolver(cancelOrderSchema),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason;

  const submit = form.handleSubmit(({ reason }) =>
    cancel.mutate(
      { orderId: order.id, status: 'cancelled', reason: reason.trim() },
      { onSuccess: onClose },
    ),
  );

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="cancel-title" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id="cancel-title">{t('board.cancelTitle', { n: order.orderNumber })}</h2>
        <label htmlFor="cancel-reason">{t('board.cancelReason')}</label>
        <textarea
          id="cancel-reason"
          rows={3}
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cancel-reason-error' : undefined}
          {...form.register('reason')}
        />
        {error && (
          <p id="cancel-reason-error" className="field-error">
            {sayCoreMessage(t, error.message ?? '')}
          </p>
        )}
        <FormError error={cancel.error} />
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            {t('board.close')}
          </button>
          <button type="submit" className="danger" disabled={cancel.isPending}>
            {t('board.cancelConfirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
