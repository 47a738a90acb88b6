import { and, eq } from 'drizzle-orm';
import type { StaffRole } from '../../../db/schema/enums.ts';
import type { Db } from '../../../db/client.ts';
import { staffAccounts } from '../../../db/schema/index.ts';
import { refuse } from '../../../lib/app-error.ts';
import type { Tx } from '../../../lib/db-tx.ts';
import { findInviters, presentStaffMember } from './list-staff-people.ts';

export type AccountRow = typeof staffAccounts.$inferSelect;

/** Who manages the business's staff: the acting member, as the session names them. */
export type Manager = { staffId: string; businessId: string; role: StaffRole };

/** Another member of the business, locked for the caller's transaction; 404 otherwise. */
export async function lockMember({
  tx,
  staffId,
  businessId,
}: {
  tx: Tx;
  staffId: string;
  businessId: string;
}): Promise<AccountRow> {
  const [target] = await tx
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, staffId), eq(staffAccounts.businessId, businessId)))
    .for('update');
  if (!target) throw refuse(404, 'STAFF_NOT_FOUND');
  return target;
}

/** One account as the list shows it, with who invited it. */
export async function presentMember({ db, row }: { db: Db; row: AccountRow }) {
  const inviters = await findInviters({ db, businessId: row.businessId });
  return presentStaffMember(row, inviters.get(row.email.toLowerCase()) ?? null);
}
