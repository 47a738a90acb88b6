import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';

/**
 * The first refresh token of a new family, for a customer's or a staff member's sign-in: its
 * absolute end (`config.refreshTokenTtlSeconds` from now) is every successor's
 * (rotate-refresh-token.ts), and the family's id is the session's (the access token's
 * `sessionId`, ended at once by ADR 010). Only the token's hash is stored.
 */
export async function startTokenFamily({
  db,
  config,
  subjectType,
  subjectId,
  userAgent,
  now,
}: {
  db: Db;
  config: Config;
  subjectType: 'customer' | 'staff';
  subjectId: string;
  userAgent?: string | undefined;
  now: Date;
}): Promise<{ refreshToken: string; familyId: string }> {
  const refreshToken = newSecretToken();
  const familyId = newId();
  await db.insert(refreshTokens).values({
    subjectType,
    subjectId,
    familyId,
    tokenHash: hashSecretToken(refreshToken),
    expiresAt: new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { refreshToken, familyId };
}
