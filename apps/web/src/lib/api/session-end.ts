import { texts } from '../../i18n/texts.ts';
import { navigateTo } from '../navigation.ts';
import { storage } from '../storage.ts';

const t = texts('errors');

/** Document event the auth state listens to (000 §4.1). */
export const AUTH_ERROR_EVENT = 'auth-error';

export type AuthErrorDetail = { status: number; message: string };

/** Why a session ended, as the login screen receives it (000 §2.1). */
export type SessionEndReason = 'max_retry' | 'no_refresh_token' | 'refresh_failed';

/**
 * Ends the session after a failed refresh: clears stored auth, tells the auth state through
 * the 'auth-error' event and goes to the login screen with session=expired and the reason.
 * Without a reason (the refresh call itself was refused) only session=expired is sent.
 */
export function endSession(reason: SessionEndReason | null): void {
  storage.clearAuth();
  const detail: AuthErrorDetail = { status: 401, message: t('errors.sessionExpired') };
  document.dispatchEvent(new CustomEvent(AUTH_ERROR_EVENT, { detail }));
  navigateTo(reason ? `/login?session=expired&reason=${reason}` : '/login?session=expired');
}
