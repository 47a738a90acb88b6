import { api } from '../../../lib/api-client.ts';

/** POST /customer-users/forgotpassword: the server answers alike for unknown e-mails. */
export async function requestPasswordReset(email: string): Promise<string | undefined> {
  const { message } = await api.send('/customer-users/forgotpassword', {
    method: 'POST',
    body: { email },
  });
  return message;
}
