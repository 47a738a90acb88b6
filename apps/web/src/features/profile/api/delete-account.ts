import { api } from '../../../lib/api-client.ts';

/**
 * DELETE /users/me (issue 35 §5, ADR 090): the account goes, its orders stay anonymised. The
 * password for an account that has one; throws ApiError with the server's Turkish refusal.
 */
export async function deleteAccount(password: string | undefined): Promise<void> {
  await api.send('/users/me', { method: 'DELETE', body: password ? { password } : {} });
}
