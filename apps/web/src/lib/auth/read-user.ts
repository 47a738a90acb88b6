import type { StoredUser } from '../storage.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The user in an answer that is either the user itself or `{ user }` (avatar upload). */
export function readUser(data: unknown): StoredUser | null {
  if (!isObject(data)) return null;
  if (isObject(data.user)) return data.user as StoredUser;
  return typeof data.id === 'string' || typeof data._id === 'string' ? (data as StoredUser) : null;
}
