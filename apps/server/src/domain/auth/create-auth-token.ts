import type { Db } from '../../db/client.ts';
import { authTokens } from '../../db/schema/index.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';

export const VERIFY_EMAIL_TTL_MS = 48 * 60 * 60_000;
export const RESET_PASSWORD_TTL_MS = 60 * 60_000;

/** A single-use link token (e-mail verification, password reset); only its hash is stored. */
export async function createAuthToken({
  db,
  purpose,
  userId,
  email,
}: {
  db: Db;
  purpose: 'verify_email' | 'reset_password';
  userId: string;
  email: string;
}): Promise<string> {
  const token = newSecretToken();
  const ttl = purpose === 'verify_email' ? VERIFY_EMAIL_TTL_MS : RESET_PASSWORD_TTL_MS;
  await db.insert(authTokens).values({
    purpose,
    tokenHash: hashSecretToken(token),
    userId,
    email,
    expiresAt: new Date(Date.now() + ttl),
  });
  return token;
}
