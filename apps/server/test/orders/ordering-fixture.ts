import type { Clock } from '../../src/lib/clock.ts';
import { buildTableQrUrl } from '@masa/core/qr/build-table-qr-url';
import type { JoinedSitting } from '@masa/core/tables/table-session.schemas';
import { and, eq } from 'drizzle-orm';
import { products, tableSessions, tables, users } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_CUSTOMER, type DemoSlug } from '../../src/db/seed/demo-ids.ts';
import { seedDemoData } from '../../src/db/seed/seed-demo.ts';
import { signAccessToken } from '../../src/lib/access-token.ts';
import { newId } from '../../src/lib/ids.ts';
import { createTestApp } from '../app.ts';

export type OrderingContext = Awaited<ReturnType<typeof createOrderingApp>>;

/**
 * The real app on a fresh database with the demo data, the demo customer's bearer header, and
 * helpers to name demo products and to make more customers.
 */
export async function createOrderingApp(env: Record<string, string> = {}, clock?: Clock) {
  const ctx = await createTestApp(env, {}, clock);
  await seedDemoData({ db: ctx.db, config: ctx.config });
  const [demo] = await ctx.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
  if (!demo) throw new Error('demo customer missing');

  const bearer = async (userId: string, isGuest = false) => ({
    authorization: `Bearer ${await signAccessToken(
      { kind: 'customer', userId, role: 'customer', isGuest },
      { secret: ctx.config.jwtSecret, ttlSeconds: 3600, now: ctx.app.clock.now() },
    )}`,
  });

  /** A demo product row by business and name. */
  const product = async (slug: DemoSlug, name: string) => {
    const [row] = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.businessId, DEMO_BUSINESS_IDS[slug]), eq(products.name, name)));
    if (!row) throw new Error(`no demo product ${name}`);
    return row;
  };

  /** Another signed-in customer, with the bearer header. */
  const newCustomer = async (name = 'Ali Veli', isGuest = false) => {
    const id = newId();
    await ctx.db.insert(users).values({ id, name, inviteCode: `T${id.slice(-10)}`, isGuest });
    return { id, headers: await bearer(id, isGuest) };
  };

  /** The X-Table-Token header of a table: what a diner who scanned its printed code sends. */
  const atTable = async (tableId: string) => {
    const header = await tokenHeaderFor(tableId);
    if (!('x-table-token' in header)) throw new Error(`no table ${tableId}`);
    return header;
  };
  /** The same for whatever a request body names as its table; nothing for an unknown one. */
  const tokenHeaderFor = async (tableId: unknown): Promise<Record<string, string>> => {
    if (typeof tableId !== 'string') return {};
    const [row] = await ctx.db
      .select({ accessToken: tables.accessToken })
      .from(tables)
      .where(eq(tables.id, tableId));
    return row ? { 'x-table-token': row.accessToken } : {};
  };

  /**
   * POST /tables/sessions/join with the table's printed code (ADR 042): `who` joins the table's
   * current sitting. Answers `who`'s headers with the phone's key, and the sitting.
   */
  const joinTable = async (tableId: string, who: Record<string, string> = {}) => {
    const [row] = await ctx.db.select().from(tables).where(eq(tables.id, tableId));
    if (!row) throw new Error(`no table ${tableId}`);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tables/sessions/join',
      headers: { ...who, 'x-table-token': row.accessToken },
      payload: { tableId, businessId: row.businessId },
    });
    if (res.statusCode !== 201) throw new Error(`join refused: ${res.body}`);
    const sitting = res.json().data as JoinedSitting;
    return { headers: { ...who, 'x-table-session-key': sitting.key }, sitting };
  };

  /** What the table's printed QR code holds, its access token included. */
  const printedUrl = async (tableId: string) => {
    const [row] = await ctx.db.select().from(tables).where(eq(tables.id, tableId));
    if (!row) throw new Error(`no table ${tableId}`);
    return buildTableQrUrl({
      publicUrl: ctx.config.publicUrl,
      businessId: row.businessId,
      tableId,
      tableToken: row.accessToken,
    });
  };

  /**
   * The table's current sitting ends, as when the staff clear it: the next order starts a new
   * one and is its first, charged the kuver (ADR 054). For tests whose every order is a party.
   */
  const newSitting = async (tableId: string) => {
    const now = new Date();
    await ctx.db
      .update(tableSessions)
      .set({ status: 'closed', endedAt: now, updatedAt: now })
      .where(and(eq(tableSessions.tableId, tableId), eq(tableSessions.status, 'active')));
  };

  return {
    ...ctx,
    userId: demo.id,
    headers: await bearer(demo.id),
    product,
    newCustomer,
    atTable,
    tokenHeaderFor,
    printedUrl,
    joinTable,
    newSitting,
  };
}
