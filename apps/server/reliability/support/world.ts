import { eq } from 'drizzle-orm';
import { staffAccounts } from '../../src/db/schema/index.ts';
import type { StaffRole } from '../../src/db/schema/enums.ts';
import {
  DEMO_TABLE_IDS,
  demoCrewEmail,
  demoStaffEmail,
  type DemoSlug,
} from '../../src/db/seed/demo-ids.ts';
import { signAccessToken } from '../../src/lib/access-token.ts';
import { createOrderingApp } from '../../test/orders/ordering-fixture.ts';
import {
  linkOrder,
  loadTableTokens,
  placeOrder,
  scanTable,
  type Headers,
  type TableRef,
} from './diner.ts';

export type World = Awaited<ReturnType<typeof createWorld>>;

/** Where the demo customer's order of the world is: Boğaziçi, the fourth table. */
export const OWN_TABLE: TableRef = { slug: 'bogaz', table: 3 };

/**
 * The real app on a real PostgreSQL with the demo data (test/orders/ordering-fixture.ts), and
 * everyone who may knock: the demo customer with an order, another customer, a diner of another
 * table (with the key of its sitting), last week's diner of the customer's own table (whose
 * sitting the staff have since cleared, ADR 042), every staff role of both demo businesses,
 * and a token signed with a wrong secret.
 */
export async function createWorld(env: Record<string, string> = {}) {
  const ctx = await createOrderingApp(env);
  const { app, db, config } = ctx;
  await loadTableTokens(db);

  const staff = async (slug: DemoSlug, role: StaffRole): Promise<Headers> => {
    const email = role === 'owner' ? demoStaffEmail(slug) : demoCrewEmail(slug, role);
    const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
    if (!row) throw new Error(`no demo staff ${email}`);
    const token = await signAccessToken(
      { kind: 'staff', staffId: row.id, businessId: row.businessId, role: row.role },
      { secret: config.jwtSecret, ttlSeconds: 3600, now: new Date() },
    );
    return { authorization: `Bearer ${token}` };
  };
  const staffIdOf = async (slug: DemoSlug, role: StaffRole) => {
    const email = role === 'owner' ? demoStaffEmail(slug) : demoCrewEmail(slug, role);
    const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
    return row!.id;
  };
  const staffOf = async (slug: DemoSlug) => ({
    owner: await staff(slug, 'owner'),
    manager: await staff(slug, 'manager'),
    waiter: await staff(slug, 'waiter'),
    kitchen: await staff(slug, 'kitchen'),
  });

  const forged = {
    authorization: `Bearer ${await signAccessToken(
      { kind: 'customer', userId: ctx.userId, role: 'customer', isGuest: false },
      {
        secret: 'not-the-server-secret-but-long-enough-for-hs256',
        ttlSeconds: 3600,
        now: new Date(),
      },
    )}`,
  };
  const otherCustomer = (await ctx.newCustomer('Başka Müşteri')).headers;
  const otherTableDiner = await scanTable(app, (await ctx.newCustomer('Yan Masa')).headers, {
    slug: 'bogaz',
    table: 5,
  });

  const menemen = await ctx.product('bogaz', 'Menemen');
  const cay = await ctx.product('bogaz', 'Çay');

  /** A fresh order of the demo customer at OWN_TABLE (or `at`): Menemen ×1, Çay ×2. */
  const order = async (who: Headers = ctx.headers, at: TableRef = OWN_TABLE) => {
    const res = await placeOrder(app, who, at, [
      { productId: menemen.id, quantity: 1 },
      { productId: cay.id, quantity: 2 },
    ]);
    if (res.statusCode !== 201) throw new Error(`order refused: ${res.body}`);
    await linkOrder(app, who, at, (res.json().data as { id: string }).id);
    return res.json().data as {
      id: string;
      userId: string;
      tableId: string;
      items: { id: string; quantity: number }[];
    };
  };

  // A seeded service charge and campaign as the settings screen reads them, to send back as is.
  const bogaz = await staffOf('bogaz');
  // Last week at the customer's own table: joined, then the staff cleared the table.
  const lastWeekDiner = await scanTable(
    app,
    (await ctx.newCustomer('Geçen Hafta')).headers,
    OWN_TABLE,
  );
  const cleared = await app.inject({
    method: 'POST',
    url: `/api/staff/tables/${DEMO_TABLE_IDS[OWN_TABLE.slug][OWN_TABLE.table]}/clear`,
    headers: bogaz.owner,
  });
  if (cleared.statusCode !== 200) throw new Error(`clear refused: ${cleared.body}`);
  const settings = (await app.inject({ url: '/api/staff/settings', headers: bogaz.owner })).json()
    .data as {
    serviceCharges: ({ id: string } & Record<string, unknown>)[];
    campaigns: ({ id: string } & Record<string, unknown>)[];
  };
  const [charge, campaign] = [settings.serviceCharges[0]!, settings.campaigns[0]!];

  return {
    ...ctx,
    customer: ctx.headers,
    otherCustomer,
    otherTableDiner,
    lastWeekDiner,
    forged,
    bogaz,
    /** A staff member's headers, of any demo business (issue 34: Ege takes online payment). */
    staff,
    seededSettings: { charge, campaign },
    staffIds: {
      bogaz: {
        waiter: await staffIdOf('bogaz', 'waiter'),
        kitchen: await staffIdOf('bogaz', 'kitchen'),
      },
    },
    ege: await staffOf('ege'),
    menemen,
    cay,
    order,
  };
}
