import type { LoginInput, RegistrationPayload } from '@masa/core/auth/auth.schemas';
import { errorMessageOf } from '../api/error-message.ts';
import { storage } from '../storage.ts';
import { createGuest } from './create-guest.ts';
import { keepGuestAccount } from './keep-guest-account.ts';
import { registerAccount } from './register-account.ts';
import { signIn } from './sign-in.ts';
import type { Session } from './read-session.ts';
import type { AuthContextValue } from './use-auth.ts';
import { loginErrorMessage } from './login-error-message.ts';
import { type SocialProvider, openSocialPopup } from './open-social-popup.ts';
import { registerError } from './register-error.ts';
import { socialFailureText } from './social-failure-text.ts';

export type SignInActions = Pick<
  AuthContextValue,
  'login' | 'register' | 'signInWithProvider' | 'startGuest' | 'keepAccount'
>;

/**
 * The sign-in actions of 000 §4.1: success stores token and user and marks the user signed
 * in; failure clears all auth and keeps the message. A new sign-in replaces the refresh-token
 * cookie of an older session on this device (ADR 016). Loaded when first needed
 * (hooks/use-sign-in-actions.ts), not with the app's first screen.
 */
export function createSignInActions({
  setSession: start,
  failSession,
}: {
  setSession: (session: Session) => void;
  failSession: (message: string) => void;
}): SignInActions {
  return {
    login: async (input: LoginInput) => {
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
    register: async (payload: RegistrationPayload) => {
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
    signInWithProvider: async (provider: SocialProvider) => {
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
    startGuest: async () => {
      const session = await createGuest();
      start(session);
      return session;
    },
    // A refused conversion leaves the guest signed in: its orders are still on this device.
    keepAccount: async (input) => {
      try {
        const { session, message } = await keepGuestAccount(input);
        start(session);
        return { ok: true, message };
      } catch (error) {
        return { ok: false, error: errorMessageOf(error) };
      }
    },
  };
}
