import { texts } from '../../i18n/texts.ts';
import { ApiError } from '../api/api-error.ts';
import { isConnectionText, serverText } from './server-text.ts';

const t = texts('auth');

/** A failed registration: a banner message and the messages that belong to fields. */
export type RegisterError = { message: string | null; fields: Record<string, string> };

/**
 * 000 §8.2: a taken e-mail ("email" and "already") is shown on the e-mail field as 'Bu e-posta
 * adresi zaten kullanılıyor'; a password message on the password field; the server's field
 * messages on their fields; anything else in the banner.
 */
export function registerError(error: unknown): RegisterError {
  if (!(error instanceof ApiError)) {
    if (!(error instanceof Error)) return { message: t('auth.errors.registerUnknown'), fields: {} };
    const text = isConnectionText(error.message) ? t('auth.errors.connection') : error.message;
    return { message: text || t('auth.errors.registerDefault'), fields: {} };
  }
  const text = serverText(error, (status) => t('auth.errors.registerHttp', { status }));
  if (text === null) return { message: t('auth.errors.connection'), fields: {} };
  if (/email/i.test(text) && /already/i.test(text)) {
    return { message: null, fields: { email: t('auth.errors.emailTaken') } };
  }
  const fields = { ...error.fieldErrors };
  if (Object.keys(fields).length > 0) return { message: null, fields };
  if (/şifre|password/i.test(text)) return { message: null, fields: { password: text } };
  return { message: text || t('auth.errors.registerDefault'), fields: {} };
}
