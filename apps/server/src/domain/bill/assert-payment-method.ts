import type { PaymentMethod } from '../../db/schema/enums.ts';
import { refuse } from '../../lib/app-error.ts';
import type { PublicBusinessSettings } from '../businesses/business.schemas.ts';

/**
 * The payment method of a bill or split request (001 §9): one the business accepts (its
 * settings.payment flags; cash and credit card when it sets none), never online on a split.
 * A split must name one (its payload carries paymentMethod); pay-all and equal-split requests
 * may leave it out (the documents' payload has none), then the staff asks at the table.
 */
export function assertPaymentMethod({
  settings,
  method,
  split,
}: {
  settings: PublicBusinessSettings;
  method: PaymentMethod | undefined;
  split: boolean;
}): PaymentMethod | null {
  const accepted = settings.payment.methods.filter((m) => !split || m !== 'online');
  if (method === undefined) {
    if (!split) return null;
    throw refuse(
      400,
      accepted.length === 0 ? 'PAYMENT_METHOD_REQUIRED.noMethods' : 'PAYMENT_METHOD_REQUIRED',
    );
  }
  if (split && method === 'online') throw refuse(400, 'PAYMENT_METHOD_ONLINE');
  if (!accepted.includes(method)) {
    throw accepted.length === 0
      ? refuse(400, 'PAYMENT_METHOD_NOT_ACCEPTED.noMethods')
      : refuse(400, 'PAYMENT_METHOD_NOT_ACCEPTED', { method });
  }
  return method;
}
