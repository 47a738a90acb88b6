import { eq } from 'drizzle-orm';
import { auditEvents, staffAccounts } from '../../db/schema/index.ts';
import type { AuditAction } from '../../db/schema/enums.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

export type AuditDetails = Record<string, string | number | boolean | null>;

/**
 * One line of the audit trail (ADR 032), written by the caller in the same transaction as the
 * change it records, so a change and its record commit or roll back together.
 */
export async function recordAudit({
  db,
  businessId,
  staffId,
  action,
  subjectId,
  details,
  now,
}: {
  db: DbOrTx;
  businessId: string;
  staffId: string;
  action: AuditAction;
  subjectId: string | null;
  details: AuditDetails;
  now: Date;
}): Promise<void> {
  const [staff] = await db
    .select({ name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId));
  await db.insert(auditEvents).values({
    businessId,
    staffId,
    staffName: staff?.name ?? '',
    action,
    subjectId,
    details,
    createdAt: now,
  });
}
