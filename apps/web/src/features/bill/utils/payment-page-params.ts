import { calculateTip } from '@masa/core/money/tip';

export type PaymentPageParams = { requestType: 'bill' | 'payment'; returnUrl: string };

const readString = (state: unknown, key: string): string | null => {
  const value = (state as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : null;
};

/** Only a path inside the app is followed back (never another site). */
const safePath = (value: string | null): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/';

/**
 * 001 §2 Payment screen: requestType and returnUrl from the navigation state, else the query;
 * the title is 'Hesap İste' when requestType is bill; returnUrl defaults to /.
 */
export function readPaymentPageParams(state: unknown, search: URLSearchParams): PaymentPageParams {
  const requestType = readString(state, 'requestType') ?? search.get('requestType');
  const returnUrl = readString(state, 'returnUrl') ?? search.get('returnUrl');
  return {
    requestType: requestType === 'bill' ? 'bill' : 'payment',
    returnUrl: safePath(returnUrl),
  };
}

/**
 * The payment screen's figures (001 §9: tip on the subtotal): the order's total with its
 * current tip replaced by `tipPercentage` of the subtotal, as the server sets it on request.
 */
export function paymentTotals(
  order: { subtotal: number; total: number; tip: number },
  tipPercentage: number,
): { tip: number; total: number } {
  const tip = calculateTip(order.subtotal, tipPercentage);
  return { tip, total: order.total - order.tip + tip };
}
