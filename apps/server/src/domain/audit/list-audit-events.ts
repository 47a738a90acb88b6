import { and, desc, eq, lt } from 'drizzle-orm';
import { newestFirst } from '../../db/newest-first.ts';
import { auditEvents } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/** A business's audit trail, newest first; `before` (ISO time) pages back (ADR 032). */
export async function listAuditEvents({
  db,
  businessId,
  before,
  limit,
}: {
  db: DbOrTx;
  businessId: string;
  before: string | undefined;
  limit: number;
}) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.businessId, businessId),
        before ? lt(auditEvents.createdAt, new Date(before)) : undefined,
      ),
    )
    .orderBy(newestFirst(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    staffName: row.staffName,
    action: row.action,
    subjectId: row.subjectId,
    details: row.details,
  }));
}
