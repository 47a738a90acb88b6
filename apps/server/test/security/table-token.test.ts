import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, staffAccounts, tables } from '../../src/db/schema/index.ts';
import {
  DEMO_BUSINESS_IDS,
  DEMO_TABLE_IDS,
  demoCrewEmail,
  demoStaffEmail,
} from '../../src/db/seed/demo-ids.ts';
import { signAccessToken } from '../../src/lib/access-token.ts';
import { createBillApp } from '../bill/bill-fixture.ts';

// A security review "scanned" a table from home with nothing but its id (printed on the table,
// listed publicly), read another diner's bill and raised it with a tip. Being at a table is now
// proven by the access token only its printed code carries (ADR 015).
const ctx = await createBillApp();
const { app, db } = ctx;
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const TABLE = DEMO_TABLE_IDS.bogaz[5]!;
const OTHER_TABLE = DEMO_TABLE_IDS.bogaz[6]!;
const menemen = await ctx.product('bogaz', 'Menemen');
const NOT_AT_TABLE = 'Masada olduğunuz doğrulanamadı. Lütfen masadaki QR kodu yeniden okutun.';

const orderAt = (who: Record<string, string>, tableId = TABLE) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: who,
    payload: {
      businessId: BOGAZ,
      tableId,
      personCount: 1,
      items: [{ productId: menemen.id, quantity: 1 }],
    },
  });
const orderCount = async () => (await db.select({ n: count() }).from(orders))[0]!.n;

async function staff(email: string) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  const token = await signAccessToken(
    { kind: 'staff', staffId: row!.id, businessId: row!.businessId, role: row!.role },
    { secret: ctx.config.jwtSecret, ttlSeconds: 600, now: ctx.app.clock.now() },
  );
  return { authorization: `Bearer ${token}` };
}

describe('placing an order at a table', () => {
  it('needs the table token: none, a made-up one or another table’s is a 403 that writes nothing', async () => {
    const before = await orderCount();
    const other = await ctx.atTable(OTHER_TABLE);
    for (const proof of [{}, { 'x-table-token': 'ABCDEFGHJKLM' }, other]) {
      const res = await orderAt({ ...ctx.headers, ...proof });
      expect(res.statusCode, JSON.stringify(proof)).toBe(403);
      expect(res.json()).toMatchObject({ error: 'TABLE_TOKEN_REQUIRED', message: NOT_AT_TABLE });
    }
    expect(await orderCount()).toBe(before);
    const res = await orderAt({ ...ctx.headers, ...(await ctx.atTable(TABLE)) });
    expect(res.statusCode).toBe(201);
  });

  it('reads a typed token in any case and with dashes', async () => {
    const token = (await ctx.atTable(TABLE))['x-table-token']!;
    const typed = `${token.slice(0, 4)}-${token.slice(4, 8)}-${token.slice(8)}`.toLowerCase();
    const res = await orderAt({ ...ctx.headers, 'x-table-token': typed });
    expect(res.statusCode).toBe(201);
  });

  it('stops accepting the old printed code once the owner re-issues it', async () => {
    const old = await ctx.atTable(OTHER_TABLE);
    const waiter = await staff(demoCrewEmail('bogaz', 'waiter'));
    const refused = await app.inject({
      method: 'POST',
      url: `/api/staff/tables/${OTHER_TABLE}/access-token`,
      headers: waiter,
    });
    expect(refused.statusCode).toBe(403);
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/staff/tables/${OTHER_TABLE}/access-token`,
      headers: await staff(demoStaffEmail('ege')),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await ctx.atTable(OTHER_TABLE))['x-table-token']).toBe(old['x-table-token']);

    const reissued = await app.inject({
      method: 'POST',
      url: `/api/staff/tables/${OTHER_TABLE}/access-token`,
      headers: await staff(demoStaffEmail('bogaz')),
    });
    expect(reissued.statusCode).toBe(200);
    const fresh = reissued.json().data.accessToken as string;
    expect(fresh).not.toBe(old['x-table-token']);
    expect(reissued.json().data.qrUrl).toContain(`t=${fresh}`);
    expect((await orderAt({ ...ctx.headers, ...old }, OTHER_TABLE)).statusCode).toBe(403);
    const res = await orderAt({ ...ctx.headers, 'x-table-token': fresh }, OTHER_TABLE);
    expect(res.statusCode).toBe(201);
  });
});

describe("a stranger away from the table and another diner's bill", () => {
  it('cannot sit down, read or ask for the bill by naming the table or scanning its id', async () => {
    const a = await ctx.newCustomer('Ayşe');
    const order = await ctx.placeOrder(a.headers, [{ name: 'Menemen', quantity: 2 }], {
      table: 5,
    });
    const b = await ctx.newCustomer('Barış');

    const sit = await app.inject({
      method: 'POST',
      url: '/api/tables/sessions',
      headers: b.headers,
      payload: { businessId: BOGAZ, tableId: TABLE },
    });
    expect(sit.statusCode).toBe(403);
    for (const qrCode of [
      TABLE,
      'BOGAZ-M06',
      `https://x.example/customerapp/table/${TABLE}?business=${BOGAZ}`,
    ]) {
      const scan = await app.inject({
        method: 'POST',
        url: '/api/qr/scans',
        headers: b.headers,
        payload: { qrCode },
      });
      expect(scan.statusCode).toBe(201);
    }
    expect((await ctx.readBill(order.id, b.headers)).statusCode).toBe(404);
    const bill = await ctx.requestBill(order.id, b.headers, { tipPercentage: 15 });
    expect(bill.statusCode).toBe(404);
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.total).toBe(order.total);
    expect(stored!.tip).toBe(0);
  });

  it('a friend who scanned the printed code may read the bill and pay a share', async () => {
    const a = await ctx.newCustomer('Ayşe');
    const order = await ctx.placeOrder(a.headers, [{ name: 'Menemen', quantity: 2 }], {
      table: 5,
    });
    const friend = await ctx.newCustomer('Cem');
    const seated = await ctx.scanTable(friend.headers, { table: 5 });
    expect((await ctx.readBill(order.id, seated)).statusCode).toBe(200);
  });
});

describe('what is visible at a table: its sitting, to its diners (ADR 042)', () => {
  it("anonymous table access needs a key of the table's sitting; the printed code alone shows nothing", async () => {
    const a = await ctx.newCustomer('Ayşe');
    await ctx.placeOrder(a.headers, [{ name: 'Menemen', quantity: 1 }], { table: 5 });
    const anonymous = { 'x-customer-access': 'true', 'x-business-id': BOGAZ, 'x-table-id': TABLE };
    for (const proof of [{}, await ctx.atTable(TABLE)]) {
      const refused = await app.inject({
        url: '/api/orders/active',
        headers: { ...anonymous, ...proof },
      });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error).toBe('TABLE_SESSION_REQUIRED');
    }
    const { headers: seated } = await ctx.joinTable(TABLE);
    const withKey = await app.inject({
      url: '/api/orders/active',
      headers: { ...anonymous, ...seated },
    });
    expect(withKey.statusCode).toBe(200);
    expect(withKey.json().data.length).toBeGreaterThan(0);
    expect(JSON.stringify(withKey.json().data)).not.toContain('Ayşe');
  });

  it("lists a table's sitting only to its diners", async () => {
    const a = await ctx.newCustomer('Ayşe');
    await ctx.placeOrder(a.headers, [{ name: 'Menemen', quantity: 1 }], { table: 5 });
    const path = `/api/tables/${TABLE}/sessions/active`;
    for (const who of [{}, await ctx.atTable(TABLE)]) {
      const stranger = await app.inject({ url: path, headers: who });
      expect(stranger.statusCode).toBe(200);
      expect(stranger.json().data).toEqual([]);
    }
    const { headers: seated } = await ctx.joinTable(TABLE);
    const shown = await app.inject({ url: path, headers: seated });
    expect(shown.json().data).toHaveLength(1);
    expect(JSON.stringify(shown.json().data)).not.toContain(a.id);
    // Ayşe's order is in the sitting: she is one of its diners without a key too.
    const own = await app.inject({ url: path, headers: a.headers });
    expect(own.json().data.map((s: { id: string }) => s.id)).toEqual(
      shown.json().data.map((s: { id: string }) => s.id),
    );
  });
});

describe('GET /api/staff/tables', () => {
  it('shows the tokens to owners and managers only', async () => {
    const owner = await app.inject({
      url: '/api/staff/tables',
      headers: await staff(demoStaffEmail('bogaz')),
    });
    expect(owner.statusCode).toBe(200);
    const rows = await db.select().from(tables).where(eq(tables.businessId, BOGAZ));
    expect(owner.json().data).toHaveLength(rows.length);
    expect(owner.json().data[0].accessToken).toMatch(/^[2-9A-HJ-NP-Z]{12}$/);
    for (const role of ['waiter', 'kitchen'] as const) {
      const res = await app.inject({
        url: '/api/staff/tables',
        headers: await staff(demoCrewEmail('bogaz', role)),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0].accessToken).toBeUndefined();
      for (const row of rows) expect(res.body).not.toContain(row.accessToken);
    }
  });
});
