import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record-audit.ts';

/** Sets how much a waiter may correct alone (ADR 073), with its audit record, in one transaction. */
export async function saveApprovalLimit({
  db,
  businessId,
  staffId,
  approvalLimit,
  now,
}: {
  db: Db;
  businessId: string;
  staffId: string;
  approvalLimit: number;
  now: Date;
}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(businesses)
      .set({ correctionApprovalLimit: approvalLimit, updatedAt: new Date() })
      .where(eq(businesses.id, businessId));
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'settings.updated',
      subjectId: businessId,
      details: { section: 'corrections', approvalLimit },
      now,
    });
  });
}
