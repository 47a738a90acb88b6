import type { PaymentMethod } from '../../db/schema/enums.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { PublicBusinessSettings } from '../businesses/business.schemas.ts';
import { BILL_MESSAGES as M, PAYMENT_METHOD_LABELS } from './bill-messages.ts';

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
    throw badRequest(
      accepted.length === 0 ? M.noMethods : M.paymentMethodRequired,
      'PAYMENT_METHOD_REQUIRED',
    );
  }
  if (split && method === 'online') throw badRequest(M.onlineNotOnSplit, 'PAYMENT_METHOD_ONLINE');
  if (!accepted.includes(method)) {
    throw badRequest(
      accepted.length === 0 ? M.noMethods : M.methodNotAccepted(PAYMENT_METHOD_LABELS[method]),
      'PAYMENT_METHOD_NOT_ACCEPTED',
    );
  }
  return method;
}
