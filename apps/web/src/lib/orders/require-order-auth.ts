import { texts } from '../../i18n/texts.ts';
import { ApiError } from '../api/api-error.ts';
import { storage } from '../storage.ts';

const t = texts('orders');

/**
 * 001 §5: adding items, confirming, reading details, updating items and checking edit status
 * need a token and a user id: AUTH_ERROR without a token, AUTH_REQUIRED without a user.
 * Returns the user id.
 */
export function requireOrderAuth(): string {
  if (!storage.getToken()) {
    throw new ApiError({
      message: t('orders.auth.noToken'),
      status: 401,
      kind: 'http',
      code: 'AUTH_ERROR',
    });
  }
  const user = storage.getUser();
  const userId = user?.id ?? user?._id;
  if (!userId) {
    throw new ApiError({
      message: t('orders.auth.noUser'),
      status: 401,
      kind: 'http',
      code: 'AUTH_REQUIRED',
    });
  }
  return userId;
}
