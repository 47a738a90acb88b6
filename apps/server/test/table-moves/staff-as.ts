import type { StaffRole } from '../../src/db/schema/enums.ts';
import type { createBillApp } from '../bill/bill-fixture.ts';
import { demoOwner, staffBearer } from '../staff-headers.ts';

type BillApp = Awaited<ReturnType<typeof createBillApp>>;

/** Boğaziçi's demo staff account signed in with another role: a waiter, the kitchen. */
export async function bogazStaffAs(ctx: BillApp, role: StaffRole): Promise<Record<string, string>> {
  return staffBearer(ctx, { ...(await demoOwner(ctx.db, 'bogaz')), role });
}
