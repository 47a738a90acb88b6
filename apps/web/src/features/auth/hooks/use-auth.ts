import { createContext, useContext } from 'react';
import type { StoredUser } from '../../../lib/storage.ts';

/** Authentication state (000 §4.1). */
export type AuthState = {
  isLoggedIn: boolean;
  user: StoredUser | null;
  token: string | null;
  /** True while the stored session is being checked. */
  loading: boolean;
  error: string | null;
};

export type Session = { token: string; refreshToken?: string | null; user: StoredUser };

export type AuthContextValue = AuthState & {
  /** Stores a login or registration result and marks the user signed in. */
  setSession: (session: Session) => void;
  /** Clears auth and records why (e.g. a failed login), signed out. */
  failSession: (message: string) => void;
  /** Clears token, refresh token, user and the cached server data. */
  logout: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside AuthProvider');
  return auth;
}
