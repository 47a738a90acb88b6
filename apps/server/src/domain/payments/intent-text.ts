import type { RequestLanguage } from '../../i18n/request-language.ts';
import { say, type MessageId } from '../../i18n/say.ts';

/** Why an intent ended, as the catalogs name it (`answer.paymentIntent.<reason>`). */
export type IntentReason = MessageId extends infer Id
  ? Id extends `answer.paymentIntent.${infer Reason}`
    ? Reason
    : never
  : never;

/**
 * An intent's reason in its diner's language (the intent's locale), stored so, as the
 * provider's own message is: the phone shows it as it is, whenever it reads the intent.
 */
export function intentText(locale: string, reason: IntentReason): string {
  return say(intentLanguage(locale), { id: `answer.paymentIntent.${reason}`, values: {} });
}

/** The language of an intent's diner: English when the intent was opened in English. */
export const intentLanguage = (locale: string): RequestLanguage => (locale === 'en' ? 'en' : 'tr');
