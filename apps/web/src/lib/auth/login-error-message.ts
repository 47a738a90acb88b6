import { tr } from '../../i18n/tr.ts';
import { later } from '../../i18n/area.ts';
import { ApiError } from '../api/api-error.ts';
import { isConnectionText, serverText } from './server-text.ts';

const T = later(() => tr.auth.errors);

/** 000 §8.1: a text with 401 or unauthorized, 404, or a connection failure gets its message. */
function mapLoginText(text: string): string {
  if (/401|unauthori[sz]ed/i.test(text)) return T.wrongCredentials;
  if (/404/.test(text)) return T.noAccount;
  if (isConnectionText(text)) return T.connection;
  return text.trim() === '' ? T.loginDefault : text;
}

/** The text the login screen shows for whatever a sign-in threw (000 §8.1). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // A 2xx answer that says the login failed without saying why: a failed login result.
    if (error.generic && error.status >= 200 && error.status < 300) return T.loginFailed;
    const text = serverText(error, T.loginHttp);
    return text === null ? T.connection : mapLoginText(text);
  }
  if (error instanceof Error) return mapLoginText(error.message);
  return T.loginUnknown;
}
