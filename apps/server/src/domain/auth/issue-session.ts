import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import { newId } from '../../lib/ids.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import { publicUserSchema, toPublicUser, type UserRow } from '../users/public-user.ts';

/** What every sign-in answers in `data` (000 §7.2: token, user; issue 3: refreshToken). */
export const sessionSchema = z.object({
  token: z.string().describe('Access token (JWT, HS256), sent as `Authorization: Bearer …`'),
  refreshToken: z
    .string()
    .optional()
    .describe(
      'Opaque refresh token for POST /api/auth/refresh-token. Absent for the browser apps (X-App-Type): they get it as an HttpOnly cookie (ADR 016).',
    ),
  user: publicUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * Signs a customer in: a short access token and the first refresh token of a new family, whose
 * absolute end (`config.refreshTokenTtlSeconds` from now) every successor inherits.
 */
export async function issueSession({
  db,
  config,
  user,
  userAgent,
}: {
  db: Db;
  config: Config;
  user: UserRow;
  userAgent?: string | undefined;
}): Promise<Session> {
  const refreshToken = newSecretToken();
  const familyId = newId();
  await db.insert(refreshTokens).values({
    subjectType: 'customer',
    subjectId: user.id,
    familyId,
    tokenHash: hashSecretToken(refreshToken),
    expiresAt: new Date(Date.now() + config.refreshTokenTtlSeconds * 1000),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  const token = await signCustomerToken(config, user, familyId);
  return { token, refreshToken, user: toPublicUser(user) };
}

export function signCustomerToken(
  config: Config,
  user: UserRow,
  sessionId: string,
): Promise<string> {
  return signAccessToken(
    { kind: 'customer', userId: user.id, role: user.role, isGuest: user.isGuest, sessionId },
    { secret: config.jwtSecret, ttlSeconds: config.accessTokenTtlSeconds },
  );
}
