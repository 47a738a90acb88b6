import { api } from '../../../lib/api-client.ts';

/**
 * POST /users/email-change-code: a Google or Apple account (no password) gets a code at its
 * current address, which proves the change to `email` (docs/decisions/051-account-proofs.md).
 */
export async function sendEmailChangeCode(email: string): Promise<void> {
  await api.post<unknown>('/users/email-change-code', { email });
}
