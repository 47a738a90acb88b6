import type {
  KeepAccountPayload,
  LoginInput,
  RegistrationPayload,
} from '@masa/core/auth/auth.schemas';
import { createContext, useContext } from 'react';
import type { StoredUser } from '../storage.ts';
import type { SocialProvider } from './open-social-popup.ts';
import type { Session } from './read-session.ts';
import type { RegisterError } from './register-error.ts';

/** Authentication state (000 §4.1). */
export type AuthState = {
  isLoggedIn: boolean;
  user: StoredUser | null;
  token: string | null;
  /** True while the stored session is being checked. */
  loading: boolean;
  error: string | null;
};

/** What a sign-in action ends with: the server's message, or the text to show. */
export type SignInResult = { ok: true; message: string | undefined } | { ok: false; error: string };
export type RegisterResult =
  { ok: true; message: string | undefined } | ({ ok: false } & RegisterError);
export type SocialSignInResult = SignInResult | { ok: false; error: null };

export type AuthContextValue = AuthState & {
  /** Stores a login or registration result and marks the user signed in. */
  setSession: (session: Session) => void;
  /** Clears auth and records why (e.g. a failed login), signed out. */
  failSession: (message: string) => void;
  /** Server logout (revokes the refresh token), then clears the device: tokens, user, cache. */
  logout: () => Promise<void>;
  /** POST /customer-users/login; on failure auth is cleared and the 000 §8.1 text returned. */
  login: (input: LoginInput) => Promise<SignInResult>;
  /** POST /customer-users/register; on failure auth is cleared and 000 §8.2 errors returned. */
  register: (payload: RegistrationPayload) => Promise<RegisterResult>;
  /** The Google or Apple popup (000 §4.1); `error: null` when the popup was just closed. */
  signInWithProvider: (provider: SocialProvider) => Promise<SocialSignInResult>;
  /**
   * POST /users/customer/guest: a visitor placing an order becomes a guest of this device,
   * signed in (ADR 036). Throws the request's error; auth is left as it was then.
   */
  startGuest: () => Promise<Session>;
  /** POST /users/customer/guest/convert: the guest keeps its account; the new session is stored. */
  keepAccount: (input: KeepAccountPayload) => Promise<SignInResult>;
  /** Replaces the stored user with the server's answer (profile edit, avatar). */
  updateUser: (user: StoredUser) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside AuthProvider');
  return auth;
}
