import { eq } from 'drizzle-orm';
import { staffAccounts } from '../../src/db/schema/index.ts';
import type { StaffRole } from '../../src/db/schema/enums.ts';
import { demoStaffEmail } from '../../src/db/seed/demo-ids.ts';
import { signAccessToken } from '../../src/lib/access-token.ts';
import type { createBillApp } from '../bill/bill-fixture.ts';

type BillApp = Awaited<ReturnType<typeof createBillApp>>;

/** Boğaziçi's demo staff account signed in with another role: a waiter, the kitchen. */
export async function bogazStaffAs(ctx: BillApp, role: StaffRole): Promise<Record<string, string>> {
  const [staff] = await ctx.db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, demoStaffEmail('bogaz')));
  if (!staff) throw new Error('no demo staff for bogaz');
  const token = await signAccessToken(
    { kind: 'staff', staffId: staff.id, businessId: staff.businessId, role },
    { secret: ctx.config.jwtSecret, ttlSeconds: 3600, now: ctx.app.clock.now() },
  );
  return { authorization: `Bearer ${token}` };
}
