import {
  GUEST_NAME,
  MESSAGE_MAX_LENGTH,
  MESSAGE_WARNING_LENGTH,
} from '@masa/core/orders/order-limits';
import { MESSAGE_TYPES, orderMessageSchema } from '@masa/core/orders/order.schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { describedBy } from '../../../components/ui/form-field.tsx';
import { texts } from '../../../i18n/texts.ts';
import { storage } from '../../../lib/storage.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { sendOrderMessage } from '../api/send-order-message.ts';
import { useOrderNotify } from '../hooks/use-order-notify.ts';
import { messageFailure } from '../utils/order-failures.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';

const t = texts('orders', 'statuses');

type Input = z.input<typeof orderMessageSchema>;
type Output = z.output<typeof orderMessageSchema>;

/**
 * The message-to-business dialog (001 §2, §5): a type, the text and its counter, which turns
 * to a warning above 180 characters. Empty text and more than 200 characters are refused
 * with the documents' messages; the server checks the same schema. A sent message says
 * 'Mesajınız işletmeye iletildi' ('Mesajınız gönderildi' from home's list); a failure is worded
 * by its situation (001 §8 Messages).
 */
export function MessageDialog({
  orderId,
  onHome = false,
  onClose,
}: {
  orderId: string;
  onHome?: boolean;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const notify = useOrderNotify();
  const [attemptKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm<Input, unknown, Output>({
    resolver: formResolver(orderMessageSchema),
    defaultValues: { message: '', messageType: 'other' },
  });
  const length = (useWatch({ control, name: 'message' }) ?? '').length;
  const error = formState.errors.message?.message;

  const send = async (values: Output) => {
    // 001 §5: a message needs the signed-in session (its token) and a user with an id.
    if (!storage.getToken()) return setFailure(t('orders.message.missing'));
    const userId = user?.id ?? user?._id;
    if (!userId) return setFailure(t('orders.message.noUser'));
    setFailure(null);
    try {
      const sentBy = { userId, name: user?.name?.trim() || GUEST_NAME };
      await sendOrderMessage(orderId, { ...values, sentBy }, attemptKey);
      notify.success(onHome ? t('orders.message.sentHome') : t('orders.message.sent'));
      onClose();
    } catch (sendError) {
      setFailure(messageFailure(sendError));
    }
  };

  return (
    <ModalDialog title={t('orders.message.title')} onClose={onClose}>
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
        <div className="form-field">
          <label htmlFor="order-message-type" className="form-field__label">
            {t('orders.message.type')}
          </label>
          <select
            id="order-message-type"
            className="form-field__input"
            {...register('messageType')}
          >
            {MESSAGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`statuses.messageTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
          <label htmlFor="order-message-text" className="form-field__label">
            {t('orders.message.text')}
          </label>
          <textarea
            id="order-message-text"
            className="form-field__input form-field__input--multiline"
            rows={4}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('order-message-text', true, error)}
            {...register('message')}
          />
          <p
            id="order-message-text-hint"
            className={
              length > MESSAGE_WARNING_LENGTH
                ? 'message-counter message-counter--warning'
                : 'message-counter'
            }
          >
            {t('orders.message.counter', { length, max: MESSAGE_MAX_LENGTH })}
          </p>
          {error && (
            <p id="order-message-text-error" className="form-field__error">
              {error}
            </p>
          )}
        </div>
        {failure && (
          <p className="form-field__error" role="alert">
            {failure}
          </p>
        )}
        <div className="order-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('orders.message.cancel')}
          </button>
          <button type="submit" className="button" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('orders.message.sending') : t('orders.message.send')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
