import { useMemo } from 'react';
import type { SignInActions } from './sign-in-actions.ts';
import type { Session } from './read-session.ts';
import { withTexts } from '../../i18n/texts.ts';

const load = () => withTexts(() => import('./sign-in-actions.ts'));

/**
 * Loads the sign-in actions ahead of use: the screens that sign in (login, registration, the
 * cart's guest checkout) call it when they open, so a tap never waits for the code (and a
 * social sign-in's popup opens within the tap).
 */
export function preloadSignInActions(): void {
  void load().catch(() => undefined);
}

/**
 * The sign-in actions (utils/sign-in-actions.ts), whose code, with the sign-in calls and their
 * texts, loads when first needed rather than with every first screen (ADR 029).
 */
export function useSignInActions(deps: {
  setSession: (session: Session) => void;
  failSession: (message: string) => void;
}): SignInActions {
  const { setSession, failSession } = deps;
  return useMemo(() => {
    const actions = async () => (await load()).createSignInActions({ setSession, failSession });
    return {
      login: async (input) => (await actions()).login(input),
      register: async (payload) => (await actions()).register(payload),
      signInWithProvider: async (provider) => (await actions()).signInWithProvider(provider),
      startGuest: async () => (await actions()).startGuest(),
      keepAccount: async (input) => (await actions()).keepAccount(input),
    };
  }, [setSession, failSession]);
}
