import { eq } from 'drizzle-orm';
import { staffAccounts } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { recordAudit } from '../audit/record-audit.ts';

/**
 * An owner or manager sets or changes their own approval PIN (ADR 073), confirmed with their
 * password so a tablet left signed in cannot be given a PIN by someone else. Hashed like a
 * password; the audit trail records that it changed, never the PIN.
 */
export async function setApprovalPin({
  db,
  staffId,
  businessId,
  password,
  pin,
}: {
  db: Db;
  staffId: string;
  businessId: string;
  password: string;
  pin: string;
}): Promise<void> {
  return db.transaction(async (tx) => {
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
  });
}
