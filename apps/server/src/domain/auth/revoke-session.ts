import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { hashSecretToken } from '../../lib/secret-token.ts';

/**
 * Logout: revokes the refresh-token family of the presented refresh token, or else of the
 * session the access token belongs to, so neither it nor any successor refreshes again. When
 * the caller is signed in (`userId`), only that customer's own session can be ended. Answers
 * the session ended (for plugins/sessions.ts) and whether it was still live.
 */
export async function revokeSession({
  db,
  refreshToken,
  sessionId,
  userId,
}: {
  db: Db;
  refreshToken?: string | undefined;
  sessionId?: string | undefined;
  userId?: string | undefined;
}): Promise<{ sessionId: string | undefined; revoked: boolean }> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, subjectId: refreshTokens.subjectId })
    .from(refreshTokens)
    .where(
      refreshToken
        ? eq(refreshTokens.tokenHash, hashSecretToken(refreshToken))
        : eq(refreshTokens.familyId, sessionId ?? ''),
    )
    .limit(1);
  if (!row || (userId !== undefined && row.subjectId !== userId))
    return { sessionId: undefined, revoked: false };
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return { sessionId: row.familyId, revoked: revoked.length > 0 };
}
