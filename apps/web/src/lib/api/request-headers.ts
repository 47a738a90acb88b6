import { language } from '../../i18n/language.ts';
import { storage } from '../storage.ts';
import { storedSittingKey } from '../table-sitting-store.ts';

/** Paths that never carry the signed-in identity (000 §7.1). */
const ANONYMOUS_PATH = /\/(login|register|forgot-?password)(\/|\?|$)/;

export const isAnonymousPath = (path: string): boolean => ANONYMOUS_PATH.test(path);

/** Header values must be Latin-1: non-ASCII text (Turkish names, e-mails) is URI-encoded. */
const headerSafe = (value: string): string =>
  /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);

/**
 * Accept JSON, app type customer, the diner's language (the server answers its messages and the
 * menu in it, ADR 046), the stored table's access token, and on every path except
 * login, register and forgot-password: the bearer token and the user id, phone and e-mail
 * when signed in.
 * Returns the token it used so an auth failure can tell whether a newer one exists.
 */
export function buildRequestHeaders(
  path: string,
  options: { json: boolean; extra?: Record<string, string> | undefined },
): { headers: Headers; token: string | null } {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': language,
    'X-App-Type': 'customer',
  });
  if (options.json) headers.set('Content-Type', 'application/json');
  let token: string | null = null;
  if (!isAnonymousPath(path)) {
    token = storage.getToken();
    if (token) {
      headers.set('Authorization', `Bearer ${token}`);
      const user = storage.getUser();
      const identity = {
        'X-User-Id': user?.id ?? user?._id,
        'X-User-Phone': user?.phone,
        'X-User-Email': user?.email,
      };
      for (const [name, value] of Object.entries(identity)) {
        if (typeof value === 'string' && value !== '') headers.set(name, headerSafe(value));
      }
    }
  }
  // Proof of sitting at the stored table (ADR 015): the server checks it against the table
  // a request names, so it means nothing for any other table.
  const tableToken = storage.getTableToken();
  if (tableToken) headers.set('X-Table-Token', tableToken);
  // The key to the table's sitting this phone joined (ADR 042): its orders, bill and cart.
  const sittingKey = storedSittingKey();
  if (sittingKey) headers.set('X-Table-Session-Key', sittingKey);
  for (const [name, value] of Object.entries(options.extra ?? {})) headers.set(name, value);
  return { headers, token };
}
