import type { Bill } from '@masa/core/bill/bill';
import type { SalesReport } from '@masa/core/reports/report.schemas';
import { demoCrewEmail, demoStaffEmail, type DemoSlug } from '../../src/db/seed/demo-ids.ts';
import { createBillApp, type Headers } from '../bill/bill-fixture.ts';
import { staffBearer, staffByEmail } from '../staff-headers.ts';

export type Role = 'owner' | 'manager' | 'waiter' | 'kitchen';

/** The bill app, signed in as any demo staff role, with the report and an order's bill. */
export async function createReportApp() {
  const ctx = await createBillApp();

  const asRole = async (slug: DemoSlug, role: Role): Promise<Headers> => {
    const email = role === 'owner' ? demoStaffEmail(slug) : demoCrewEmail(slug, role);
    return staffBearer(ctx, await staffByEmail(ctx.db, email));
  };

  /** A call to /api/staff`url` as `who`, answered as it came. */
  const staffCall = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: Headers,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/staff${url}`,
      headers: who,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** GET /api/staff/reports/summary as it answers (status and body). */
  const summary = async (query: string, who: Headers) =>
    ctx.app.inject({ method: 'GET', url: `/api/staff/reports/summary?${query}`, headers: who });

  /** The report of a range as the owner reads it. */
  const report = async (slug: DemoSlug, from: string, to = from): Promise<SalesReport> => {
    const res = await summary(`from=${from}&to=${to}`, await asRole(slug, 'owner'));
    if (res.statusCode !== 200) throw new Error(`report refused: ${res.body}`);
    return res.json().data;
  };

  /** An order's bill as the staff's order read sends it (the one bill model, ADR 027). */
  const billOf = async (orderId: string, slug: DemoSlug): Promise<Bill> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/orders/${orderId}`,
      headers: await asRole(slug, 'owner'),
    });
    if (res.statusCode !== 200) throw new Error(`order refused: ${res.body}`);
    return res.json().data.bill;
  };

  return { ...ctx, asRole, staffCall, summary, report, billOf };
}
