import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../../config.ts';
import { refuse } from '../../lib/app-error.ts';

export type SocialProvider = 'google' | 'apple';
export type SocialIdentity = {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
};

const PROVIDERS = {
  google: {
    jwks: createRemoteJWKSet(new URL('https://www.googleapis.com/oauth2/v3/certs')),
    issuer: ['https://accounts.google.com', 'accounts.google.com'],
  },
  apple: {
    jwks: createRemoteJWKSet(new URL('https://appleid.apple.com/auth/keys')),
    issuer: ['https://appleid.apple.com'],
  },
} as const;

/**
 * Checks an OpenID Connect ID token from Google or Apple: the provider's published keys (RS256
 * only), issuer, audience = our client id, expiry, and the nonce when one was sent. Fails with
 * the provider's message of 000 §8.1; a provider without a configured client id answers 400.
 */
export async function verifyProviderIdToken({
  config,
  provider,
  idToken,
  nonce,
}: {
  config: Config;
  provider: SocialProvider;
  idToken: string;
  nonce?: string | undefined;
}): Promise<SocialIdentity> {
  const audience = provider === 'google' ? config.google?.clientId : config.appleClientId;
  if (!audience) throw refuse(400, 'SOCIAL_NOT_CONFIGURED', { provider });
  const { jwks, issuer } = PROVIDERS[provider];
  try {
    const { payload } = await jwtVerify(idToken, jwks, {
      algorithms: ['RS256'],
      issuer: [...issuer],
      audience,
    });
    if (typeof payload.sub !== 'string' || (nonce !== undefined && payload.nonce !== nonce)) {
      throw new Error('subject or nonce mismatch');
    }
    const email = typeof payload.email === 'string' ? payload.email : undefined;
    return {
      subject: payload.sub,
      email,
      // Apple sends "true" as a string, Google a boolean.
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      name: typeof payload.name === 'string' ? payload.name : undefined,
    };
  } catch {
    throw refuse(401, 'SOCIAL_TOKEN_INVALID', { provider });
  }
}
