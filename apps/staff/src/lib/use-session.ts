import { useSyncExternalStore } from 'react';
import { type Session, session } from './session.ts';

/** The signed-in staff member, re-rendering on sign-in, refresh and sign-out. */
export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get);
}
