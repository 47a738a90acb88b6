import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { AUTH_ERROR_EVENT, type AuthErrorDetail } from '../../../lib/api/session-end.ts';
import { TOKEN_REFRESHED_EVENT, storage } from '../../../lib/storage.ts';
import {
  type AuthContextValue,
  AuthContext,
  type AuthState,
  type Session,
} from '../hooks/use-auth.ts';

const SIGNED_OUT: AuthState = {
  isLoggedIn: false,
  user: null,
  token: null,
  loading: false,
  error: null,
};

/** Start-up: a stored token restores the session with the stored user; a failure clears auth. */
function restoreSession(): AuthState {
  try {
    const token = storage.getToken();
    if (token)
      return { isLoggedIn: true, user: storage.getUser(), token, loading: false, error: null };
  } catch {
    storage.clearAuth();
  }
  return SIGNED_OUT;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(restoreSession);

  const setSession = useCallback((session: Session) => {
    storage.setToken(session.token);
    if (session.refreshToken) storage.setRefreshToken(session.refreshToken);
    storage.setUser(session.user);
    setState({
      isLoggedIn: true,
      user: session.user,
      token: session.token,
      loading: false,
      error: null,
    });
  }, []);

  const signOut = useCallback(
    (error: string | null) => {
      storage.clearAuth();
      queryClient.clear();
      setState({ ...SIGNED_OUT, error });
    },
    [queryClient],
  );

  const logout = useCallback(() => signOut(null), [signOut]);
  const failSession = useCallback((message: string) => signOut(message), [signOut]);

  useEffect(() => {
    const onAuthError = (event: Event) => {
      const detail = (event as CustomEvent<AuthErrorDetail | undefined>).detail;
      if (detail?.status === 401) signOut(detail.message);
    };
    const onTokenRefreshed = (event: Event) => {
      const token = (event as CustomEvent<{ token?: string } | undefined>).detail?.token;
      if (token) setState((current) => (current.isLoggedIn ? { ...current, token } : current));
    };
    document.addEventListener(AUTH_ERROR_EVENT, onAuthError);
    window.addEventListener(TOKEN_REFRESHED_EVENT, onTokenRefreshed);
    return () => {
      document.removeEventListener(AUTH_ERROR_EVENT, onAuthError);
      window.removeEventListener(TOKEN_REFRESHED_EVENT, onTokenRefreshed);
    };
  }, [signOut]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, setSession, failSession, logout }),
    [state, setSession, failSession, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
