import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type EmailVerification = { email: string; message: string | undefined };

/** GET /auth/verify-email?token=… from the link sent at registration. */
export async function verifyEmail(token: string): Promise<EmailVerification> {
  const { data, message } = await api.send<{ email?: string }>('/auth/verify-email', {
    query: { token },
  });
  return { email: data?.email ?? '', message };
}

/** Verifying twice is harmless, but once per token is enough: never refetched. */
export const getVerifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    staleTime: Infinity,
    retry: false,
  });
