import type { Config } from '../../config.ts';
import { refuse } from '../../lib/app-error.ts';
import { oidcNonce, pkceVerifier } from '../../lib/oauth-state.ts';
import { callbackUrl } from './build-authorization-url.ts';
import { verifyProviderIdToken, type SocialIdentity } from './verify-provider-id-token.ts';

const TOKEN_ENDPOINT = 'https://oauth2.googleapis.com/token';

/**
 * The Google callback's second leg: trades the authorization code (with the PKCE verifier
 * derived from the already-checked state) for tokens and verifies the returned ID token.
 */
export async function exchangeGoogleCode({
  config,
  code,
  state,
}: {
  config: Config;
  code: string;
  state: string;
}): Promise<SocialIdentity> {
  const failed = () => refuse(401, 'SOCIAL_TOKEN_INVALID', { provider: 'google' });
  if (!config.google) throw failed();
  let idToken: unknown;
  try {
    const response = await fetch(TOKEN_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: config.google.clientId,
        client_secret: config.google.clientSecret,
        redirect_uri: callbackUrl(config, 'google'),
        code_verifier: pkceVerifier(config.jwtSecret, state),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw failed();
    idToken = ((await response.json()) as { id_token?: unknown }).id_token;
  } catch {
    throw failed();
  }
  if (typeof idToken !== 'string') throw failed();
  return verifyProviderIdToken({
    config,
    provider: 'google',
    idToken,
    nonce: oidcNonce(config.jwtSecret, state),
  });
}
