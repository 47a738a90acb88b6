import { createHash } from 'node:crypto';
import type { Config } from '../../config.ts';
import { createOAuthState, oidcNonce, pkceVerifier } from '../../lib/oauth-state.ts';
import type { SocialProvider } from './verify-provider-id-token.ts';

/** Where the provider sends the popup back to. */
export const callbackUrl = (config: Config, provider: SocialProvider) =>
  `${config.publicUrl}/api/auth/${provider}/callback`;

/**
 * The provider's sign-in page for the popup, or undefined when the provider has no client id.
 * Google: authorization code with PKCE (S256) and a nonce. Apple: code and ID token posted back
 * to the callback (`form_post`, which Apple requires when name and e-mail are asked for).
 */
export function buildAuthorizationUrl(
  config: Config,
  provider: SocialProvider,
): string | undefined {
  const state = createOAuthState(config.jwtSecret, provider);
  const nonce = oidcNonce(config.jwtSecret, state);
  if (provider === 'google') {
    if (!config.google) return undefined;
    const challenge = createHash('sha256')
      .update(pkceVerifier(config.jwtSecret, state))
      .digest('base64url');
    const url = new URL('https://accounts.google.com/o/oauth2/v2/auth');
    url.search = new URLSearchParams({
      client_id: config.google.clientId,
      redirect_uri: callbackUrl(config, 'google'),
      response_type: 'code',
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    }).toString();
    return url.toString();
  }
  if (!config.appleClientId) return undefined;
  const url = new URL('https://appleid.apple.com/auth/authorize');
  url.search = new URLSearchParams({
    client_id: config.appleClientId,
    redirect_uri: callbackUrl(config, 'apple'),
    response_type: 'code id_token',
    response_mode: 'form_post',
    scope: 'name email',
    state,
    nonce,
  }).toString();
  return url.toString();
}
