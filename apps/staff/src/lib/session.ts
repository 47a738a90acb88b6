import type { StaffSession } from '@masa/core/staff/staff-session.schemas';

/**
 * The signed-in staff member and the access token. "Remember this device" keeps them in
 * localStorage (they survive a closed tab); otherwise in sessionStorage (gone with the tab).
 * The refresh token is not here: the server keeps it in an HttpOnly cookie (ADR 016); a
 * session stored by an earlier version may still hold one, sent once and then dropped.
 * Screens read it through useSession; the request client and the socket read it here.
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
  start: ({ refreshToken: _kept, ...started }: StaffSession, remember: boolean) =>
    write({ ...started, remember }),
  /** A new access token from a refresh; a refresh token kept by an earlier version goes. */
  renew: (token: string) => {
    if (!current) return;
    const { refreshToken: _legacy, ...rest } = current;
    write({ ...rest, token });
  },
  end: () => write(null),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
