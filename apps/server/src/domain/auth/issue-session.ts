import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import { publicUserSchema, toPublicUser, type UserRow } from '../users/public-user.ts';
import { startTokenFamily } from './start-token-family.ts';

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
  now,
}: {
  db: Db;
  config: Config;
  user: UserRow;
  userAgent?: string | undefined;
  /** The app's clock (ADR 095): the access token's and the family's lives start here. */
  now: Date;
}): Promise<Session> {
  const { refreshToken, familyId } = await startTokenFamily({
    db,
    config,
    subjectType: 'customer',
    subjectId: user.id,
    userAgent,
    now,
  });
  const token = await signCustomerToken(config, user, familyId, now);
  return { token, refreshToken, user: toPublicUser(user) };
}

export function signCustomerToken(
  config: Config,
  user: UserRow,
  sessionId: string,
  now: Date,
): Promise<string> {
  return signAccessToken(
    { kind: 'customer', userId: user.id, role: user.role, isGuest: user.isGuest, sessionId },
    { secret: config.jwtSecret, ttlSeconds: config.accessTokenTtlSeconds, now },
  );
}
