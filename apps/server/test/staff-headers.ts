import type { StaffRole } from '@masa/core/staff/staff-session.schemas';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { staffAccounts } from '../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, demoStaffEmail, type DemoSlug } from '../src/db/seed/demo-ids.ts';
import { signAccessToken } from '../src/lib/access-token.ts';
import type { Clock } from '../src/lib/clock.ts';

/** What signs a test's staff token: the app's secret and its clock (ADR 095). */
type TestApp = { db: Db; config: Config; app: { clock: Clock } };

type Signed = { id: string; businessId: string; role: StaffRole };

/** The staff account with this e-mail (a demo owner's is `demoStaffEmail(slug)`). */
export async function staffByEmail(db: Db, email: string) {
  const [staff] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  if (!staff) throw new Error(`no staff account ${email}`);
  return staff;
}

/** A demo business's owner, the account the demo seeds first. */
export const demoOwner = (db: Db, slug: DemoSlug) => staffByEmail(db, demoStaffEmail(slug));

/** The first staff account of a demo business with this role. */
export async function demoStaffWithRole(db: Db, slug: DemoSlug, role: StaffRole) {
  const [staff] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.businessId, DEMO_BUSINESS_IDS[slug]), eq(staffAccounts.role, role)))
    .limit(1);
  if (!staff) throw new Error(`no demo ${role} for ${slug}`);
  return staff;
}

/**
 * The bearer header a sign-in would give this account, signed on the app's clock; `role` may be
 * another than the account's, to ask as that role.
 */
export async function staffBearer(
  { config, app }: TestApp,
  { id, businessId, role }: Signed,
): Promise<{ authorization: string }> {
  const token = await signAccessToken(
    { kind: 'staff', staffId: id, businessId, role },
    { secret: config.jwtSecret, ttlSeconds: 3600, now: app.clock.now() },
  );
  return { authorization: `Bearer ${token}` };
}
