import type { Approver } from '@masa/core/corrections/corrections.schemas';
import { STAFF_PERMISSIONS } from '@masa/core/staff/staff-permissions';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { staffAccounts } from '../../db/schema/index.ts';
import type { BusinessScope } from '../../lib/db-tx.ts';

/** The business's active staff who may approve corrections (owners and managers) and have an approval PIN: who the dialog offers. */
export async function listApprovers({ db, businessId }: BusinessScope): Promise<Approver[]> {
  const rows = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name, role: staffAccounts.role })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.businessId, businessId),
        eq(staffAccounts.active, true),
        inArray(staffAccounts.role, [...STAFF_PERMISSIONS.approveCorrections]),
        isNotNull(staffAccounts.approvalPinHash),
      ),
    )
    .orderBy(asc(staffAccounts.role), asc(staffAccounts.name));
  return rows.map((row) => ({ ...row, role: row.role === 'owner' ? 'owner' : 'manager' }));
}
