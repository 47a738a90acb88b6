import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses, tables } from '../../db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../db/seed/demo-ids.ts';
import { seedDemoData } from '../../db/seed/seed-demo.ts';
import { createTestApp } from '../../../test/app.ts';

const { app, db, config } = await createTestApp();
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const EGE = DEMO_BUSINESS_IDS.ege;
const CLOSED = 'cccccccccccccccccccccccc';
const TABLE_NOT_FOUND = 'Masa bilgisi bulunamadı';
const CODE_NOT_FOUND = 'Bu QR kod ile eşleşen masa bulunamadı.';

beforeAll(async () => {
  await seedDemoData({ db, config });
  await db.update(tables).set({ active: false }).where(eq(tables.id, 'table-bogaz10'));
  await db.insert(businesses).values({
    id: CLOSED,
    name: 'Kapalı Kafe',
    address: { street: '', city: 'Ankara', state: '', zipCode: '', country: 'Türkiye' },
    active: false,
  });
  await db.insert(tables).values({
    id: 'table-closed01',
    businessId: CLOSED,
    name: 'Masa 1',
    number: 1,
    qrCode: 'KAPALI-M01',
  });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /tables/{tableId}', () => {
  it('answers the table with every field the app reads', async () => {
    const res = await get('/api/tables/table-bogaz03');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: 'table-bogaz03',
      _id: 'table-bogaz03',
      name: 'Cam Kenarı 3',
      number: 3,
      seats: 4,
      capacity: 4,
      business: BOGAZ,
      businessId: BOGAZ,
      active: true,
      isActive: true,
      status: 'available',
      type: 'window',
      qrCode: 'BOGAZ-M03',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('checks the business named by header or query', async () => {
    const byHeader = await get('/api/tables/table-bogaz03', {
      'x-table-id': 'table-bogaz03',
      'x-business-id': BOGAZ,
    });
    expect(byHeader.statusCode).toBe(200);
    expect((await get(`/api/tables/table-bogaz03?business=${BOGAZ}`)).statusCode).toBe(200);

    for (const res of [
      await get('/api/tables/table-bogaz03', { 'x-business-id': EGE }),
      await get(`/api/tables/table-bogaz03?business=${EGE}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: TABLE_NOT_FOUND });
    }
  });

  it.each([
    ['an unknown table', '/api/tables/table-nosuch'],
    ['an inactive table', '/api/tables/table-bogaz10'],
    ['a table of an inactive business', '/api/tables/table-closed01'],
  ])('answers 404 for %s', async (_, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(TABLE_NOT_FOUND);
  });

  it('answers 400 for malformed ids and conflicting names', async () => {
    for (const url of ['/api/tables/masa-1', '/api/tables/table-', '/api/tables/table-a%20b']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('Geçersiz masa kimliği');
    }
    const badBusiness = await get('/api/tables/table-bogaz03?business=rest1');
    expect(badBusiness.json()).toMatchObject({ message: 'Geçersiz işletme kimliği' });
    const otherHeader = await get('/api/tables/table-bogaz03', { 'x-table-id': 'table-bogaz04' });
    expect(otherHeader.statusCode).toBe(400);
    const twoBusinesses = await get(`/api/tables/table-bogaz03?business=${BOGAZ}`, {
      'x-business-id': EGE,
    });
    expect(twoBusinesses.statusCode).toBe(400);
  });
});

describe('GET /tables', () => {
  it("lists one business's active tables by number", async () => {
    const res = await get(`/api/tables?business=${BOGAZ}`);
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as { id: string }[]).map((t) => t.id);
    expect(ids).toHaveLength(9); // table 10 is inactive
    expect(ids[0]).toBe('table-bogaz01');
    expect(ids).not.toContain('table-bogaz10');
    const byHeader = await get('/api/tables', { 'x-business-id': EGE });
    expect(byHeader.json().data).toHaveLength(8);
    expect((await get(`/api/business/${BOGAZ}/tables`)).json().data).toHaveLength(9);
  });

  it('never lists every table to a caller that names no business', async () => {
    const res = await get('/api/tables');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("İşletme ID'si bulunamadı");
    expect((await get(`/api/tables?business=${CLOSED}`)).statusCode).toBe(404);
  });
});

describe('table lookup by code', () => {
  it('finds a table by its printed code, ignoring case, or by its id', async () => {
    for (const code of ['EGE-M05', 'ege-m05', 'table-ege05']) {
      const res = await get(`/api/tables/qr/${code}`);
      expect(res.statusCode, code).toBe(200);
      expect(res.json().data).toMatchObject({ id: 'table-ege05', businessId: EGE });
    }
  });

  it('answers custom-qr with a list whose first entry is the table', async () => {
    const res = await get('/api/tables/custom-qr/BOGAZ-M07');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ id: 'table-bogaz07', businessId: BOGAZ, name: 'Bahçe 7' }),
    ]);
  });

  it.each(['NOPE-M01', 'BOGAZ-M10', 'KAPALI-M01'])(
    'answers 404 with the table message for %s (unknown or not open)',
    async (code) => {
      for (const path of ['qr', 'custom-qr']) {
        const res = await get(`/api/tables/${path}/${code}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, message: CODE_NOT_FOUND });
      }
    },
  );

  it('refuses an overlong code with a 4xx, never a lookup', async () => {
    for (const length of [101, 300]) {
      const res = await get(`/api/tables/qr/${'x'.repeat(length)}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
