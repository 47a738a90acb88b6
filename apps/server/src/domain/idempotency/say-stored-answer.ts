import type { RequestLanguage } from '../../i18n/request-language.ts';
import { isMessageId, say, type Said } from '../../i18n/say.ts';

const MESSAGE = ',"message":';
const KEPT = `${MESSAGE}{"id":`;

const isSaid = (value: unknown): value is Said =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Said).id === 'string' &&
  isMessageId((value as Said).id) &&
  typeof (value as Said).values === 'object';

/**
 * An idempotent answer's JSON text with its message said in a language (ADR 105). The answer
 * is stored language-free: `ok(data, said('answer.…'))` keeps the message by its id and values,
 * the envelope's last member, so the first request and every repeat are told it in the
 * language each asks for, and two requests in one language get the same bytes. A text with
 * no kept message (one stored before, or none at all) is sent as it is.
 */
export function sayStoredAnswer(text: string, language: RequestLanguage): string {
  const at = text.lastIndexOf(KEPT);
  if (at < 0 || !text.endsWith('}')) return text;
  let kept: unknown;
  try {
    kept = JSON.parse(text.slice(at + MESSAGE.length, -1));
  } catch {
    return text; // not the envelope's own last member
  }
  if (!isSaid(kept)) return text;
  return `${text.slice(0, at)}${MESSAGE}${JSON.stringify(say(language, kept))}}`;
}
