import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { AUTH_ERROR_EVENT, type AuthErrorDetail } from '../api/session-end.ts';
import { type StoredUser, TOKEN_REFRESHED_EVENT, storage } from '../storage.ts';
import { ME_QUERY_KEY, getMeQueryOptions } from './get-me.ts';
import { signOut as revokeOnServer } from './sign-out.ts';
import type { Session } from './read-session.ts';
import { type AuthContextValue, AuthContext, type AuthState } from './use-auth.ts';
import { useSignInActions } from './use-sign-in-actions.ts';

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
  // Screens that need the fresh user (profile, invite) fetch GET /customer-users/me; its answer
  // then is the user everywhere. Not fetched here: a restored session is trusted until a call
  // says otherwise (000 §4.1), and the request client refreshes or ends it then.
  const me = useQuery({ ...getMeQueryOptions(), enabled: false });

  const setSession = useCallback(
    (session: Session) => {
      // Nothing of an earlier session survives. The refresh token is not ours to keep: the
      // server set it as an HttpOnly cookie (ADR 016).
      storage.clearAuth();
      storage.setToken(session.token);
      storage.setUser(session.user);
      queryClient.setQueryData(ME_QUERY_KEY, session.user);
      setState({
        isLoggedIn: true,
        user: session.user,
        token: session.token,
        loading: false,
        error: null,
      });
    },
    [queryClient],
  );

  const signOut = useCallback(
    (error: string | null) => {
      storage.clearAuth();
      queryClient.clear();
      setState({ ...SIGNED_OUT, error });
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    await revokeOnServer();
    signOut(null);
  }, [signOut]);
  const failSession = useCallback((message: string) => signOut(message), [signOut]);
  const updateUser = useCallback(
    (user: StoredUser) => {
      storage.setUser(user);
      queryClient.setQueryData(ME_QUERY_KEY, user);
      setState((current) => (current.isLoggedIn ? { ...current, user } : current));
    },
    [queryClient],
  );
  const actions = useSignInActions({ setSession, failSession });

  useEffect(() => {
    const onAuthError = (event: Event) => {
      const detail = (event as CustomEvent<AuthErrorDetail | undefined>).detail;
      // NOTE: a transition, like the router's own updates: the screen change to
      // /login?session=expired and the signed-out state then render together, so the
      // protected route does not first send the visitor to /login?redirectPath=….
      if (detail?.status === 401) startTransition(() => signOut(detail.message));
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

  const user = state.isLoggedIn ? (me.data ?? state.user) : null;
  const value = useMemo<AuthContextValue>(
    () => ({ ...state, user, setSession, failSession, logout, updateUser, ...actions }),
    [state, user, setSession, failSession, logout, updateUser, actions],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
