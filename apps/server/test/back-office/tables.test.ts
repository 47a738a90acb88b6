import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBackOfficeApp } from './back-office-fixture.ts';

// Issue 17 §3: tables and their QR codes, owners and managers only (server-enforced).
const ctx = await createBackOfficeApp();
const { app, headers } = ctx;
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const { owner, manager, waiter, kitchen } = await ctx.crewOf('bogaz');
const otherOwner = await ctx.staffAs('ege', 'owner');

type Table = {
  id: string;
  name: string;
  number: number;
  seats: number;
  area: string;
  active: boolean;
  accessToken?: string;
  qrUrl?: string;
};
const create = (body: unknown, who = owner) =>
  app.inject({ method: 'POST', url: '/api/staff/tables', headers: who, payload: body as object });
const update = (id: string, body: unknown, who = owner) =>
  app.inject({
    method: 'PATCH',
    url: `/api/staff/tables/${id}`,
    headers: who,
    payload: body as object,
  });
const listed = async (who = owner) =>
  (await app.inject({ url: '/api/staff/tables', headers: who })).json().data as Table[];
/** A diner who scanned the code: the token the QR URL carries, and an order with it. */
const orderWithCode = (table: Table) => {
  const url = new URL(table.qrUrl!);
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'x-table-token': url.searchParams.get('t')! },
    payload: {
      businessId: url.searchParams.get('business'),
      tableId: url.pathname.split('/').pop(),
      personCount: 2,
      items: [{ productId: ctx.cay.id, quantity: 1 }],
    },
  });
};

describe('tables and QR codes', () => {
  it('an owner adds a table that takes the next number, and its QR code places an order', async () => {
    const before = await listed();
    const highest = Math.max(...before.map((t) => t.number));
    const res = await create({ name: 'Teras Yeni', seats: 6, area: 'terrace' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Teras Yeni eklendi');
    const table = res.json().data as Table;
    expect(table).toMatchObject({
      name: 'Teras Yeni',
      seats: 6,
      area: 'terrace',
      active: true,
      number: highest + 1,
    });
    expect(table.qrUrl).toBe(
      `${ctx.config.publicUrl.replace(/\/+$/, '')}/customerapp/table/${table.id}?business=${BOGAZ}&t=${table.accessToken}`,
    );
    expect((await listed()).find((t) => t.id === table.id)).toEqual(table);
    const sheet = await app.inject({ url: '/api/staff/tables/qr-sheet', headers: owner });
    expect(sheet.body).toContain('<h2>Teras Yeni</h2>');

    const placed = await orderWithCode(table);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.tableId).toBe(table.id);
  });

  it('a manager renames it, sets seats and area, deactivates it: its code stops ordering', async () => {
    const table = (
      await create({ name: 'Bahçe 1', seats: 2, area: 'garden', number: 71 }, manager)
    ).json().data as Table;
    expect(table.number).toBe(71);
    const renamed = await update(
      table.id,
      { name: '  Bahçe Köşe ', seats: 8, area: 'window' },
      manager,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      data: { name: 'Bahçe Köşe', seats: 8, area: 'window', active: true },
      message: 'Bahçe Köşe güncellendi',
    });
    const off = await update(table.id, { active: false }, manager);
    expect(off.json().data.active).toBe(false);
    const refused = await orderWithCode(table);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Masa şu anda hizmet dışı');
    const sheet = await app.inject({ url: '/api/staff/tables/qr-sheet', headers: owner });
    expect(sheet.body).not.toContain('Bahçe Köşe');
    const floor = await app.inject({ url: '/api/staff/floor', headers: waiter });
    expect((floor.json().data as Table[]).some((t) => t.id === table.id)).toBe(false);

    expect((await update(table.id, { active: true })).json().data.active).toBe(true);
    expect((await orderWithCode(table)).statusCode).toBe(201);
  });

  it('refuses a number already taken with 409 and writes nothing', async () => {
    const count = (await listed()).length;
    const res = await create({ name: 'İkinci Bir', seats: 2, number: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'TABLE_NUMBER_TAKEN',
      message: '1 numaralı masa zaten var',
    });
    expect((await listed()).length).toBe(count);
  });

  it('refuses bad bodies with Turkish messages', async () => {
    const cases: [unknown, string][] = [
      [{ name: '', seats: 2 }, 'Masa adı 1 ile 40 karakter arasında olmalı'],
      [{ name: '   ', seats: 2 }, 'Masa adı 1 ile 40 karakter arasında olmalı'],
      [{ name: 'x'.repeat(41), seats: 2 }, 'Masa adı 1 ile 40 karakter arasında olmalı'],
      [{ name: 'Masa', seats: 0 }, 'Kişi sayısı 1 ile 50 arasında bir tam sayı olmalı'],
      [{ name: 'Masa', seats: 2.5 }, 'Kişi sayısı 1 ile 50 arasında bir tam sayı olmalı'],
      [{ name: 'Masa', seats: '4' }, 'Kişi sayısı 1 ile 50 arasında bir tam sayı olmalı'],
      [{ name: 'Masa', seats: 4, area: 'çatı' }, 'Geçersiz alan'],
      [
        { name: 'Masa', seats: 4, number: -3 },
        'Masa numarası 1 ile 9999 arasında bir tam sayı olmalı',
      ],
      [[], 'Masa adı 1 ile 40 karakter arasında olmalı'],
    ];
    const count = (await listed()).length;
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect((await listed()).length).toBe(count);
    const table = DEMO_TABLE_IDS.bogaz[0]!;
    for (const [body, message] of [
      [{}, 'Değiştirilecek bir alan gönderin'],
      [{ seats: 51 }, 'Kişi sayısı 1 ile 50 arasında bir tam sayı olmalı'],
      [{ active: 'hayır' }, 'Aktiflik (active) true ya da false olmalı'],
    ] as const) {
      const res = await update(table, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const badId = await update('masa-1', { seats: 2 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('Geçersiz masa kimliği');
  });

  it('answers the kitchen and waiters 403, another business 404, and changes nothing', async () => {
    const table = DEMO_TABLE_IDS.bogaz[1]!;
    const before = (await listed()).find((t) => t.id === table)!;
    for (const who of [kitchen, waiter]) {
      for (const res of [
        await create({ name: 'Gizli', seats: 2 }, who),
        await update(table, { name: 'Gizli' }, who),
        await app.inject({
          method: 'POST',
          url: `/api/staff/tables/${table}/access-token`,
          headers: who,
        }),
        await app.inject({ url: '/api/staff/tables/qr-sheet', headers: who }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Bu işlem için yetkiniz yok');
      }
      expect((await listed(who)).find((t) => t.id === table)).not.toHaveProperty('qrUrl');
    }
    const foreign = await update(table, { name: 'Gizli' }, otherOwner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Masa bulunamadı');
    const diner = await create({ name: 'Gizli', seats: 2 }, headers);
    expect(diner.statusCode).toBe(403);
    expect((await listed()).find((t) => t.id === table)).toEqual(before);
    expect((await listed()).some((t) => t.name === 'Gizli')).toBe(false);
  });

  it('gives tables added at the same moment each their own number', async () => {
    const answers = await Promise.all(
      ['Aynı An 1', 'Aynı An 2', 'Aynı An 3', 'Aynı An 4'].map((name) =>
        create({ name, seats: 2 }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    const numbers = answers.map((res) => (res.json().data as Table).number);
    expect(new Set(numbers).size).toBe(4);
  });

  it('documents the new routes with their bodies in the OpenAPI document', async () => {
    const doc = (await app.inject('/api/docs/json')).json();
    const body = (path: string, method: string) =>
      doc.paths[path]?.[method]?.requestBody?.content['application/json'].schema;
    expect(Object.keys(body('/api/staff/tables', 'post').properties)).toEqual(
      expect.arrayContaining(['name', 'seats', 'area', 'number']),
    );
    expect(Object.keys(body('/api/staff/tables/{tableId}', 'patch').properties)).toEqual(
      expect.arrayContaining(['name', 'seats', 'area', 'active']),
    );
    expect(body('/api/staff/products/{id}', 'patch').required).toEqual(['isAvailable']);
    expect(body('/api/staff/ordering', 'put').required).toEqual(['paused']);
    const listed = doc.paths['/api/staff/tables'].get.responses['200'].content['application/json'];
    expect(Object.keys(listed.schema.properties.data.items.properties)).toContain('area');
  });
});
