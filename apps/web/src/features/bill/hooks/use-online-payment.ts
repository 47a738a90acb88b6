import type { PaymentIntentPay } from '@masa/core/payment/payment-intent.schemas';
import { useState } from 'react';
import { language } from '../../../i18n/language.ts';
import { createPaymentIntent } from '../api/payment-intents.ts';
import { onlinePaymentErrorMessage } from '../utils/online-payment-error.ts';
import { rememberOpenIntent } from '../utils/open-intent.ts';

/**
 * Starts an online payment (issue 34): the server prices what the diner chose with her tip,
 * opens the provider's checkout and answers its hosted form, which the phone then opens in the
 * same tab (the provider comes back to /payment/{orderId}?intent=…). One Idempotency-Key per
 * attempt, so a double tap opens one form; a refusal is shown with the server's words.
 */
export function useOnlinePayment(orderId: string) {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start(pay: PaymentIntentPay, tipPercentage: number) {
    if (starting) return;
    setStarting(true);
    setError(null);
    try {
      const intent = await createPaymentIntent(
        orderId,
        { pay, tipPercentage, locale: language },
        crypto.randomUUID(),
      );
      if (intent.checkoutUrl === null) throw new Error('checkoutUrl missing');
      rememberOpenIntent(orderId, intent.id);
      window.location.assign(intent.checkoutUrl);
    } catch (failure) {
      setError(onlinePaymentErrorMessage(failure));
      setStarting(false);
    }
  }

  return { start, starting, error };
}
