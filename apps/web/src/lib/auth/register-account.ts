import { AUTH_MESSAGES } from '@masa/core/auth/auth-messages';
import type { RegistrationPayload } from '@masa/core/auth/auth.schemas';
import { api } from '../api-client.ts';
import { readSession } from './read-session.ts';
import type { SignInAnswer } from './sign-in.ts';
import { sayMessage } from '../../i18n/rule-texts.ts';

/** POST /customer-users/register (000 §3.3): the answer must carry token and user (§5.2). */
export async function registerAccount(payload: RegistrationPayload): Promise<SignInAnswer> {
  const { data, message } = await api.send<unknown>('/customer-users/register', {
    method: 'POST',
    body: payload,
  });
  const session = readSession(data);
  if (!session) throw new Error(sayMessage(AUTH_MESSAGES.registerResponseIncomplete));
  return { session, message };
}
