import { and, eq } from 'drizzle-orm';
import type { StaffRole } from '../../src/db/schema/enums.ts';
import { auditEvents } from '../../src/db/schema/index.ts';
import type { createBillApp, OrderJson } from '../bill/bill-fixture.ts';
import { demoOwner, staffBearer } from '../staff-headers.ts';

type BillApp = Awaited<ReturnType<typeof createBillApp>>;

/** Boğaziçi's demo staff account signed in with another role: a waiter, the kitchen. */
export async function bogazStaffAs(ctx: BillApp, role: StaffRole): Promise<Record<string, string>> {
  return staffBearer(ctx, { ...(await demoOwner(ctx.db, 'bogaz')), role });
}

/**
 * Who the table-move and table-bill tests ask as (Boğaziçi's owner, a waiter, the kitchen), and
 * an order as the owner's table panel reads it, and the moves of an order's units the audit
 * trail recorded (`items.moved`).
 */
export async function bogazFloorStaff(ctx: BillApp) {
  const owner = await ctx.staffHeaders('bogaz');
  const staffOrder = async (id: string) =>
    (await ctx.app.inject({ url: `/api/staff/orders/${id}`, headers: owner })).json()
      .data as OrderJson;
  const movesAudited = async (orderId: string) =>
    (
      await ctx.db
        .select({ details: auditEvents.details })
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, orderId), eq(auditEvents.action, 'items.moved')))
    ).map((event) => event.details);
  return {
    owner,
    waiter: await bogazStaffAs(ctx, 'waiter'),
    kitchen: await bogazStaffAs(ctx, 'kitchen'),
    staffOrder,
    movesAudited,
  };
}
