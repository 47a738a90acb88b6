import { inputOfBill, priceSelection, restOfBill, type Bill } from '@masa/core/bill/bill';

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
 * What the payment screen asks for (ADR 027): the rest of the bill after every payment and
 * split (units due, unpaid charges), with `tipPercentage` of its items as the tip (001 §9),
 * priced by core priceSelection over the server's bill exactly as the server will price it.
 */
export function paymentFigures(
  bill: Bill,
  tipPercentage: number,
): { amount: number; tip: number; total: number } {
  const price = priceSelection(inputOfBill(bill), restOfBill(bill), tipPercentage);
  return { amount: price.amount, tip: price.tip, total: price.total };
}
