import { queryOptions, useQuery } from '@tanstack/react-query';
import { texts } from '../../i18n/texts.ts';
import { api } from '../api-client.ts';
import { type StoredUser, storage } from '../storage.ts';
import { readUser } from './read-user.ts';

const t = texts('errors');

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/**
 * GET /customer-users/me: the signed-in user as the server has it now. The answer replaces
 * the stored user, so a photo or name changed on another device shows here too.
 */
export async function getMe(signal?: AbortSignal): Promise<StoredUser> {
  const user = readUser(await api.get<unknown>('/customer-users/me', signal ? { signal } : {}));
  if (!user) throw new Error(t('errors.userUnreadable'));
  storage.setUser(user);
  return user;
}

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 30_000,
    retry: false,
  });

/** The fresh user, fetched only while signed in. */
export function useMe(enabled: boolean) {
  return useQuery({ ...getMeQueryOptions(), enabled });
}
