import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type PaymentOutcome, PaymentOutcomeContext } from '../payment-outcome.ts';
import { LostPayment } from './lost-payment.tsx';
import { PaymentReceipt } from './payment-receipt.tsx';

/**
 * The one place a payment's receipt is shown, whichever way it was taken (the table's payment
 * form, a share, an approved split from the inbox), or the payment another staff member
 * recorded first: above the open screen, scrolled into view, until staff close it (issue 29).
 */
export function PaymentOutcomeView({ children }: { children: ReactNode }) {
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);
  return (
    <PaymentOutcomeContext.Provider value={setOutcome}>
      {outcome && (
        <div className="payment-outcome" ref={ref}>
          {outcome.kind === 'receipt' ? (
            <PaymentReceipt recorded={outcome.recorded} onDone={() => setOutcome(null)} />
          ) : (
            <LostPayment lost={outcome} onDone={() => setOutcome(null)} />
          )}
        </div>
      )}
      {children}
    </PaymentOutcomeContext.Provider>
  );
}
