import { buildTableQrUrl } from '@masa/core/qr/build-table-qr-url';
import { formatTableToken } from '@masa/core/qr/table-token';
import { asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts, tables } from '../../db/schema/index.ts';
import { DEMO_BUSINESS_IDS, demoCrewEmail, demoStaffEmail } from '../../db/seed/demo-ids.ts';
import { seedDemoData } from '../../db/seed/seed-demo.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import { createTestApp } from '../../../test/app.ts';

const { app, db, config } = await createTestApp();
const EGE = DEMO_BUSINESS_IDS.ege;

beforeAll(async () => {
  await seedDemoData({ db, config });
});

async function staffHeaders(email: string) {
  const [staff] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  const token = await signAccessToken(
    { kind: 'staff', staffId: staff!.id, businessId: staff!.businessId, role: staff!.role },
    { secret: config.jwtSecret, ttlSeconds: 600, now: new Date() },
  );
  return { authorization: `Bearer ${token}` };
}

// The codes carry the tables' access tokens (ADR 015): the sheet is the owner's and manager's.
describe('GET /api/staff/tables/qr-sheet', () => {
  it('is a printable A4 page with one code per table holding its URL and token', async () => {
    const res = await app.inject({
      url: '/api/staff/tables/qr-sheet',
      headers: await staffHeaders(demoStaffEmail('ege')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('@page { size: A4');
    expect(html).toContain('<h1>Ege Sofrası</h1>');
    const rows = await db
      .select()
      .from(tables)
      .where(eq(tables.businessId, EGE))
      .orderBy(asc(tables.number));
    expect(html.match(/<svg/g)).toHaveLength(rows.length);
    for (const table of rows) {
      const url = buildTableQrUrl({
        publicUrl: config.publicUrl,
        businessId: EGE,
        tableId: table.id,
        tableToken: table.accessToken,
      });
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      expect(html, table.id).toContain(svg);
      expect(html).toContain(`Masa kodu: ${formatTableToken(table.accessToken)}`);
    }
    expect(html).toContain('<h2>Teras 1</h2>');
  });

  it('is refused to anyone else: no token, a waiter, the kitchen', async () => {
    expect((await app.inject('/api/staff/tables/qr-sheet')).statusCode).toBe(401);
    for (const role of ['waiter', 'kitchen'] as const) {
      const res = await app.inject({
        url: '/api/staff/tables/qr-sheet',
        headers: await staffHeaders(demoCrewEmail('ege', role)),
      });
      expect(res.statusCode, role).toBe(403);
      expect(res.body).not.toContain('<svg');
    }
  });

  it('no longer answers at the public business path', async () => {
    expect((await app.inject(`/api/business/${EGE}/qr-sheet`)).statusCode).toBe(404);
  });
});
