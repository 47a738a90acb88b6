import { randomBytes } from 'node:crypto';
import { ProviderError, ProviderUnavailable } from '../provider.ts';
import { authorizationHeader } from '../iyzico/iyzico-signature.ts';

/**
 * The twin's cancel, which iyzico has not (its tokens expire): called like the SDK calls iyzico,
 * with an IYZWSv2 signature, so the twin checks it as every other request.
 */
export async function cancelTwinCheckout(input: {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  token: string;
}) {
  const path = '/twin/checkoutform/cancel';
  const body = JSON.stringify({ locale: 'tr', token: input.token });
  let answer: { status?: string; errorCode?: string; errorMessage?: string };
  try {
    const response = await fetch(input.baseUrl + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: authorizationHeader({
          ...input,
          path,
          body,
          randomKey: randomBytes(8).toString('hex'),
        }),
      },
      body,
      signal: AbortSignal.timeout(5000),
    });
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    throw new ProviderUnavailable('the iyzico twin did not answer', { cause: error });
  }
  if (answer.status !== 'success')
    throw new ProviderError(answer.errorCode ?? 'UNKNOWN', answer.errorMessage ?? '');
}
