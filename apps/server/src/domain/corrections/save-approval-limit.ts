import { eq } from 'drizzle-orm';
import { businesses } from '../../db/schema/index.ts';
import { type SettingsWriter, writeAuditedSettings } from '../settings/write-audited-settings.ts';

/** Sets how much a waiter may correct alone (ADR 073), with its audit record, in one transaction. */
export function saveApprovalLimit({
  approvalLimit,
  ...writer
}: SettingsWriter & { approvalLimit: number }): Promise<void> {
  return writeAuditedSettings({
    ...writer,
    change: null,
    write: async (tx) => {
      await tx
        .update(businesses)
        .set({ correctionApprovalLimit: approvalLimit, updatedAt: new Date() })
        .where(eq(businesses.id, writer.businessId));
      return { result: undefined, details: { section: 'corrections', approvalLimit } };
    },
  });
}
