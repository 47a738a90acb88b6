import { and, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';

/**
 * The sessions ended recently, held in memory so that checking an access token stays a map
 * lookup (docs/decisions/010-sessions-end-at-once.md). An ended session matters only while an
 * access token issued in it can still be valid, so each entry is kept for the access-token
 * lifetime and then forgotten.
 */
export class SessionRevocations {
  private readonly ended = new Map<string, number>();

  constructor(private readonly keepMs: number) {}

  has(sessionId: string, now = Date.now()): boolean {
    const until = this.ended.get(sessionId);
    if (until === undefined) return false;
    if (until > now) return true;
    this.ended.delete(sessionId);
    return false;
  }

  add(sessionIds: Iterable<string>, now = Date.now()): void {
    for (const id of sessionIds) this.ended.set(id, now + this.keepMs);
    if (this.ended.size > 1_000) {
      for (const [id, until] of this.ended) if (until <= now) this.ended.delete(id);
    }
  }
}

/** The sessions ended within `withinSeconds`, from the database: what a starting node loads. */
export async function recentlyEndedSessions({
  db,
  withinSeconds,
}: {
  db: Db;
  withinSeconds: number;
}): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        isNotNull(refreshTokens.revokedAt),
        gt(refreshTokens.revokedAt, sql`now() - make_interval(secs => ${withinSeconds})`),
      ),
    );
  return rows.map((r) => r.familyId);
}
