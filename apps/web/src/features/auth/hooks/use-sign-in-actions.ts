import type { LoginInput, RegistrationPayload } from '@masa/core/auth/auth.schemas';
import { useCallback, useMemo } from 'react';
import { storage } from '../../../lib/storage.ts';
import { createGuest } from '../api/create-guest.ts';
import { keepGuestAccount } from '../api/keep-guest-account.ts';
import { registerAccount } from '../api/register-account.ts';
import { errorMessageOf } from '../../../lib/api/error-message.ts';
import { signIn } from '../api/sign-in.ts';
import { loginErrorMessage } from '../utils/login-error-message.ts';
import { type SocialProvider, openSocialPopup } from '../utils/open-social-popup.ts';
import { socialFailureText } from '../utils/social-failure-text.ts';
import { registerError } from '../utils/register-error.ts';
import type { AuthContextValue, Session } from './use-auth.ts';

type Actions = Pick<
  AuthContextValue,
  'login' | 'register' | 'signInWithProvider' | 'startGuest' | 'keepAccount'
>;

/**
 * The sign-in actions of 000 §4.1: success stores token and user and marks the user signed
 * in; failure clears all auth and keeps the message. A new sign-in replaces the refresh-token
 * cookie of an older session on this device (ADR 016).
 */
export function useSignInActions(deps: {
  setSession: (session: Session) => void;
  failSession: (message: string) => void;
}): Actions {
  const { setSession, failSession } = deps;

  const start = setSession;

  const login = useCallback<Actions['login']>(
    async (input: LoginInput) => {
      try {
        const { session, message } = await signIn(input);
        start(session);
        return { ok: true, message };
      } catch (error) {
        const text = loginErrorMessage(error);
        failSession(text);
        return { ok: false, error: text };
      }
    },
    [start, failSession],
  );

  const register = useCallback<Actions['register']>(
    async (payload: RegistrationPayload) => {
      try {
        const { session, message } = await registerAccount(payload);
        start(session);
        return { ok: true, message };
      } catch (error) {
        const failure = registerError(error);
        failSession(failure.message ?? Object.values(failure.fields)[0] ?? '');
        return { ok: false, ...failure };
      }
    },
    [start, failSession],
  );

  const signInWithProvider = useCallback<Actions['signInWithProvider']>(
    async (provider: SocialProvider) => {
      const outcome = await openSocialPopup(provider);
      if (outcome.kind === 'closed') return { ok: false, error: null };
      if (outcome.kind === 'success') {
        start(outcome.session);
        // 000 §3.2: a social sign-in is also kept as authToken and user.
        storage.setSocialSession(outcome.session.token, outcome.session.user);
        return { ok: true, message: undefined };
      }
      const text = socialFailureText(provider, outcome);
      failSession(text);
      return { ok: false, error: text };
    },
    [start, failSession],
  );

  const startGuest = useCallback<Actions['startGuest']>(async () => {
    const session = await createGuest();
    start(session);
    return session;
  }, [start]);

  // A refused conversion leaves the guest signed in: its orders are still on this device.
  const keepAccount = useCallback<Actions['keepAccount']>(
    async (input) => {
      try {
        const { session, message } = await keepGuestAccount(input);
        start(session);
        return { ok: true, message };
      } catch (error) {
        return { ok: false, error: errorMessageOf(error) };
      }
    },
    [start],
  );

  return useMemo(
    () => ({ login, register, signInWithProvider, startGuest, keepAccount }),
    [login, register, signInWithProvider, startGuest, keepAccount],
  );
}
