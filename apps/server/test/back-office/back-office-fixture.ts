import type { StaffRole } from '@masa/core/staff/staff-session.schemas';
import { and, eq } from 'drizzle-orm';
import { staffAccounts } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, type DemoSlug } from '../../src/db/seed/demo-ids.ts';
import { signAccessToken } from '../../src/lib/access-token.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';

/** The live-order app plus staff headers of any role, for the back-office routes (issue 17). */
export async function createBackOfficeApp(env: Record<string, string> = {}) {
  const ctx = await createLiveApp(env);

  /** A bearer header of the demo business's staff member with that role. */
  const staffAs = async (slug: DemoSlug, role: StaffRole) => {
    const [staff] = await ctx.db
      .select()
      .from(staffAccounts)
      .where(
        and(eq(staffAccounts.businessId, DEMO_BUSINESS_IDS[slug]), eq(staffAccounts.role, role)),
      )
      .limit(1);
    if (!staff) throw new Error(`no demo ${role} for ${slug}`);
    const token = await signAccessToken(
      { kind: 'staff', staffId: staff.id, businessId: staff.businessId, role: staff.role },
      { secret: ctx.config.jwtSecret, ttlSeconds: 3600, now: ctx.app.clock.now() },
    );
    return { authorization: `Bearer ${token}` };
  };

  /** Bearer headers of each of a demo business's roles: who the tests ask as. */
  const crewOf = async (slug: DemoSlug) => ({
    owner: await staffAs(slug, 'owner'),
    manager: await staffAs(slug, 'manager'),
    waiter: await staffAs(slug, 'waiter'),
    kitchen: await staffAs(slug, 'kitchen'),
  });

  return { ...ctx, staffAs, crewOf };
}
