import type { StoredUser } from '../storage.ts';

/** A sign-in's answer; its refresh token stays in the server's HttpOnly cookie (ADR 016). */
export type Session = { token: string; user: StoredUser };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The session in a sign-in answer or a popup message: a token and a user are both required
 * (000 §5.1, §5.2), the refresh token is kept when present. Null when either is missing.
 */
export function readSession(data: unknown): Session | null {
  if (!isObject(data)) return null;
  const { token, user } = data;
  if (typeof token !== 'string' || token === '' || !isObject(user)) return null;
  return {
    token,
    user: user as StoredUser,
  };
}
