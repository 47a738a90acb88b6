import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { hashSecretToken } from '../../lib/secret-token.ts';

/**
 * Logout: revokes the family of the presented refresh token, so neither it nor any successor
 * refreshes again. When the caller is signed in (`userId`), only that customer's own session
 * can be ended. Returns whether a live session was ended.
 */
export async function revokeSession({
  db,
  refreshToken,
  userId,
}: {
  db: Db;
  refreshToken: string;
  userId?: string | undefined;
}): Promise<boolean> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, subjectId: refreshTokens.subjectId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecretToken(refreshToken)));
  if (!row || (userId !== undefined && row.subjectId !== userId)) return false;
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return revoked.length > 0;
}
