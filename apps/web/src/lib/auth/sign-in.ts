import { AUTH_MESSAGES } from '@masa/core/auth/auth-messages';
import type { LoginInput } from '@masa/core/auth/auth.schemas';
import { api } from '../api-client.ts';
import { readSession, type Session } from './read-session.ts';
import { sayMessage } from '../../i18n/rule-texts.ts';

export type SignInAnswer = { session: Session; message: string | undefined };

/** POST /customer-users/login (000 §7.2): the answer must carry token and user (§5.1). */
export async function signIn(input: LoginInput): Promise<SignInAnswer> {
  const { data, message } = await api.send<unknown>('/customer-users/login', {
    method: 'POST',
    body: { email: input.email, password: input.password },
  });
  const session = readSession(data);
  if (!session) throw new Error(sayMessage(AUTH_MESSAGES.loginResponseIncomplete));
  return { session, message };
}
