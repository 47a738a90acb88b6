import { AUTH_MESSAGES } from '@masa/core/auth/auth-messages';
import type { KeepAccountPayload } from '@masa/core/auth/auth.schemas';
import { api } from '../api-client.ts';
import { readSession } from './read-session.ts';
import type { SignInAnswer } from './sign-in.ts';
import { sayMessage } from '../../i18n/rule-texts.ts';

/**
 * POST /users/customer/guest/convert: the signed-in guest keeps its account with a name, an
 * e-mail and a password; the same account, its orders kept, under a new session (ADR 036).
 */
export async function keepGuestAccount(input: KeepAccountPayload): Promise<SignInAnswer> {
  const { data, message } = await api.send<unknown>('/users/customer/guest/convert', {
    method: 'POST',
    body: input,
  });
  const session = readSession(data);
  if (!session) throw new Error(sayMessage(AUTH_MESSAGES.registerResponseIncomplete));
  return { session, message };
}
