import { eq } from 'drizzle-orm';
import { staffAccounts } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { recordAudit } from '../audit/record-audit.ts';

/**
 * An owner or manager sets or changes their own approval PIN (ADR 073), confirmed with their
 * password so a tablet left signed in cannot be given a PIN by someone else. Hashed like a
 * password; the audit trail records that it changed, never the PIN.
 */
export async function setApprovalPin({
  tx,
  staffId,
  businessId,
  password,
  pin,
}: {
  tx: Tx;
  staffId: string;
  businessId: string;
  password: string;
  pin: string;
}): Promise<void> {
  const [me] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffId));
  if (!me || !(await verifyPassword(me.passwordHash, password)))
    throw refuse(403, 'WRONG_PASSWORD');
  await tx
    .update(staffAccounts)
    .set({ approvalPinHash: await hashPassword(pin), updatedAt: new Date() })
    .where(eq(staffAccounts.id, staffId));
  await recordAudit({
    db: tx,
    businessId,
    staffId,
    action: 'staff.approval_pin_set',
    subjectId: staffId,
    details: { name: me.name, replaced: me.approvalPinHash !== null },
    now: new Date(),
  });
}
