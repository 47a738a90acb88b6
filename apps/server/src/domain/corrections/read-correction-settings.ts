import { eq } from 'drizzle-orm';
import { businesses, staffAccounts } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/** The business's approval limit and whether the asker has an approval PIN (ADR 073). */
export async function readCorrectionSettings({
  db,
  businessId,
  staffId,
}: {
  db: DbOrTx;
  businessId: string;
  staffId: string;
}) {
  const [business] = await db
    .select({ approvalLimit: businesses.correctionApprovalLimit })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const [account] = await db
    .select({ pin: staffAccounts.approvalPinHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId));
  return { approvalLimit: business?.approvalLimit ?? 0, pinSet: Boolean(account?.pin) };
}
