import { createContext, useContext } from 'react';
import type { RecordedPayment } from './recorded-payment.ts';
import { ApiError } from '../api-error.ts';

/**
 * What a payment form leaves behind once it is gone (issue 29): the receipt of the payment it
 * recorded, or, when another staff member's payment came first, who recorded it and what is
 * left (the one who lost holds the diner's cash). A paid order leaves the floor and a paid split leaves the inbox, taking their forms
 * with them, so the outcome is held by the service shell (components/payment-outcome.tsx),
 * shown above whichever screen is open until staff close it.
 */
export type PaymentOutcome =
  | { kind: 'receipt'; recorded: RecordedPayment }
  | { kind: 'lost'; paidBy: string | null; paidAmount: number; paidAt: string; left: number };

/** A payment refused because another came first: the server's 409 names its payer. */
export function lostRace(error: unknown): PaymentOutcome | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const { paidBy, paidAmount, paidAt, left } = error.details;
  if (typeof paidAmount !== 'number' || typeof paidAt !== 'string' || typeof left !== 'number')
    return null;
  return {
    kind: 'lost',
    paidBy: typeof paidBy === 'string' ? paidBy : null,
    paidAmount,
    paidAt,
    left,
  };
}

export const PaymentOutcomeContext = createContext<(outcome: PaymentOutcome) => void>(() => {
  throw new Error('usePaymentOutcome outside PaymentOutcomeView');
});

/** Shows a payment's outcome above the screen. */
export const useShowPaymentOutcome = () => useContext(PaymentOutcomeContext);
