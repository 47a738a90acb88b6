import type { StaffSession } from '@masa/core/staff/staff-session.schemas';

/**
 * The signed-in staff member and tokens. "Remember this device" keeps them in localStorage
 * (they survive a closed tab); otherwise in sessionStorage (gone with the tab). Screens read it
 * through useSession; the request client and the socket read it here.
 */
export type Session = StaffSession & { remember: boolean };

const KEY = 'masa-staff-session';
const listeners = new Set<() => void>();
let current: Session | null = read();

function read(): Session | null {
  const raw = localStorage.getItem(KEY) ?? sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Session;
  } catch {
    return null;
  }
}

function write(next: Session | null): void {
  current = next;
  localStorage.removeItem(KEY);
  sessionStorage.removeItem(KEY);
  if (next) (next.remember ? localStorage : sessionStorage).setItem(KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export const session = {
  get: (): Session | null => current,
  token: (): string | null => current?.token ?? null,
  start: (started: StaffSession, remember: boolean) => write({ ...started, remember }),
  /** New tokens from a refresh; the refresh token stays when the answer has none (a cookie). */
  renew: (token: string, refreshToken: string | undefined) => {
    if (current) write({ ...current, token, refreshToken: refreshToken ?? current.refreshToken });
  },
  end: () => write(null),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
