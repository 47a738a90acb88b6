import { api } from '../../../lib/api-client.ts';

/** POST /customer-users/resetpassword with the token of the e-mailed link. */
export async function resetPassword(input: {
  token: string;
  password: string;
}): Promise<string | undefined> {
  const { message } = await api.send('/customer-users/resetpassword', {
    method: 'POST',
    body: input,
  });
  return message;
}
