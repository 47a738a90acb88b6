import { PAYMENT_MESSAGES_EN } from '../../lib/english/payment-messages.ts';
import { PAYMENT_MESSAGES, type PaymentMessageKey } from './payment-messages.ts';

/**
 * An intent's reason in its diner's language (the intent's locale), stored so, as the
 * provider's own message is: the phone shows it as it is, whenever it reads the intent.
 */
export function intentText(locale: string, key: PaymentMessageKey): string {
  return locale === 'en' ? PAYMENT_MESSAGES_EN[key] : PAYMENT_MESSAGES[key];
}
