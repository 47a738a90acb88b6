import { texts } from '../../i18n/texts.ts';
import { isApiError } from './api-error.ts';

const t = texts('errors');

/**
 * What a failed call says in its situation (001 §8 service errors, "server message
 * preferred"; 000 §8.4 "other layers"):
 * - the server's own words, or the app's own check, as they are;
 * - no answer at all: its layer's connection text ('Sunucuya bağlanılamadı. Ağ bağlantınızı
 *   kontrol edin.', 'Sunucu yanıt vermiyor…', or the order area's shorter ones);
 * - an answer without words (a proxy's 502 page while the server is down): the situation's
 *   text followed by '(Hata Kodu: {status})';
 * - anything that is not a request failure: 'Bir hata oluştu.'.
 */
export function failureText(error: unknown, situation: string): string {
  if (!isApiError(error)) return t('errors.fallback');
  if (error.kind === 'http' && error.generic)
    return `${situation} ${t('errors.code', { status: error.status })}`;
  return error.message;
}

/** How one situation words its failures (001 §8 screen messages). */
export type FailureWords = {
  /** Before the server's words (or the app's own check): a text, or a template around them. */
  refused: string | ((reason: string) => string);
  /** Before the connection text when no answer came; `refused` when not given. */
  noAnswer?: string;
  /** Before '(Hata Kodu: {status})' when the answer had no words. */
  service: string;
  /** Anything that is not a request failure; 'Bir hata oluştu.' when not given. */
  unexpected?: string;
};

/** A situation's text and its reason: after a sentence with a space, else after a colon. */
export const joinReason = (lead: string, reason: string): string =>
  /[.!?:…]$/.test(lead) ? `${lead} ${reason}` : `${lead}: ${reason}`;

/**
 * One line for a toast or a banner: the situation's words and the reason, e.g. 'Garson
 * çağrılırken bir hata oluştu. Sunucuya bağlanılamadı' or 'Garson çağrılamadı (Hata Kodu: 502)'.
 */
export function describeFailure(error: unknown, words: FailureWords): string {
  if (!isApiError(error)) return words.unexpected ?? t('errors.fallback');
  if (error.kind === 'http' && error.generic) return failureText(error, words.service);
  const lead = error.kind === 'http' ? words.refused : (words.noAnswer ?? words.refused);
  return typeof lead === 'function' ? lead(error.message) : joinReason(lead, error.message);
}

/** Whether a failure is the connection's (no answer), not the server's refusal. */
export const isConnectionFailure = (error: unknown): boolean =>
  isApiError(error) && error.kind !== 'http';

/** Whether the failure means the thing asked for does not exist (or is not the caller's). */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;
