import { texts } from '../../i18n/texts.ts';
import { ApiError } from '../api/api-error.ts';
import { isConnectionText, serverText } from './server-text.ts';

const t = texts('auth');

/** 000 §8.1: a text with 401 or unauthorized, 404, or a connection failure gets its message. */
function mapLoginText(text: string): string {
  if (/401|unauthori[sz]ed/i.test(text)) return t('auth.errors.wrongCredentials');
  if (/404/.test(text)) return t('auth.errors.noAccount');
  if (isConnectionText(text)) return t('auth.errors.connection');
  return text.trim() === '' ? t('auth.errors.loginDefault') : text;
}

/** The text the login screen shows for whatever a sign-in threw (000 §8.1). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // A 2xx answer that says the login failed without saying why: a failed login result.
    if (error.generic && error.status >= 200 && error.status < 300)
      return t('auth.errors.loginFailed');
    const text = serverText(error, (status) => t('auth.errors.loginHttp', { status }));
    return text === null ? t('auth.errors.connection') : mapLoginText(text);
  }
  if (error instanceof Error) return mapLoginText(error.message);
  return t('auth.errors.loginUnknown');
}
