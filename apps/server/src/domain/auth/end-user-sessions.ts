import { and, eq, isNull, ne } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/**
 * Revokes every refresh-token family of a customer, or with `subject: 'staff'` of a staff
 * account (a password reset ends every session; an e-mail change every session but the one
 * making it, `keep`; a deactivated staff member every one). Answers the sessions ended, for
 * plugins/sessions.ts to end their access tokens and sockets once the transaction commits.
 */
export async function endUserSessions({
  db,
  userId,
  keep,
  subject = 'customer',
}: {
  db: DbOrTx;
  /** A users.id, or with subject 'staff' a staff_accounts.id. */
  userId: string;
  keep?: string | undefined;
  subject?: 'customer' | 'staff';
}): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.subjectType, subject),
        eq(refreshTokens.subjectId, userId),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.familyId, keep) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}
