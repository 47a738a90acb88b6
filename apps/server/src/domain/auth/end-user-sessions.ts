import { and, eq, isNull, ne } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/**
 * Revokes every refresh-token family of a customer (a password reset ends every session; an
 * e-mail change every session but the one making it, `keep`). Answers the sessions ended, for
 * plugins/sessions.ts to end their access tokens and sockets once the transaction commits.
 */
export async function endUserSessions({
  db,
  userId,
  keep,
}: {
  db: DbOrTx;
  userId: string;
  keep?: string | undefined;
}): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.subjectType, 'customer'),
        eq(refreshTokens.subjectId, userId),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.familyId, keep) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}
