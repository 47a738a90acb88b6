import { businessDayAndHour } from '@masa/core/reports/report-days';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceChanges, staffAccounts } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBackOfficeApp } from './back-office-fixture.ts';

// Issue 35 §3, ADR 089: every change of a menu price is written down (who, when, old → new) in
// the same transaction as the change, for the owner's editor and as a CSV Turkish Excel opens.
const ctx = await createBackOfficeApp();
const { app, db } = ctx;
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const { owner, manager, waiter, kitchen } = await ctx.crewOf('bogaz');
const egeOwner = await ctx.staffAs('ege', 'owner');
const [managerRow] = await db
  .select({ name: staffAccounts.name })
  .from(staffAccounts)
  .where(and(eq(staffAccounts.businessId, BOGAZ), eq(staffAccounts.role, 'manager')));

type Who = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, body?: object) =>
  app.inject({ method, url: `/api/staff${url}`, headers: who, ...(body ? { payload: body } : {}) });
const rowsOf = (productId: string) =>
  db.select().from(priceChanges).where(eq(priceChanges.productId, productId));
const body = {
  categoryId: ctx.menemen.categoryId,
  name: 'Şöbiyet Özel',
  description: 'Fıstıklı, kaymaklı',
  price: 21_050,
  vatRate: 10,
  discountPercentage: 0,
  options: [
    {
      name: 'Porsiyon',
      required: true,
      multiple: false,
      choices: [
        { name: 'Tek', price: 0 },
        { name: 'Duble', price: 9_000 },
      ],
    },
  ],
  extras: [{ name: 'Dondurma', price: 4_000 }],
};
const create = async (fields: object = {}) => {
  const res = await call('POST', '/products', manager, { ...body, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; name: string };
};
const replace = async (id: string, fields: object) => {
  const res = await call('PUT', `/products/${id}`, manager, { ...body, ...fields });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the price history', () => {
  it('records each price a save moves, exactly once, and nothing when no price moves', async () => {
    const product = await create();
    const first = await rowsOf(product.id);
    // A new product: its own price, each choice's and the extra's, set for the first time.
    expect(first.map((r) => [r.kind, r.itemName, r.oldPrice, r.newPrice]).sort()).toEqual(
      [
        ['extra', 'Dondurma', null, 4_000],
        ['option', 'Porsiyon · Duble', null, 9_000],
        ['option', 'Porsiyon · Tek', null, 0],
        ['product', '', null, 21_050],
      ].sort(),
    );
    expect(first.every((r) => r.staffName === managerRow!.name)).toBe(true);

    // The price alone: one row, old → new, by whom.
    await replace(product.id, { price: 22_575 });
    const afterPrice = await rowsOf(product.id);
    expect(afterPrice).toHaveLength(first.length + 1);
    const priceRow = afterPrice.find((r) => r.newPrice === 22_575)!;
    expect(priceRow).toMatchObject({ kind: 'product', oldPrice: 21_050, productName: body.name });

    // A new description, name and discount move no price: no row.
    await replace(product.id, {
      price: 22_575,
      name: 'Şöbiyet',
      description: 'Yeni',
      discountPercentage: 5,
    });
    expect(await rowsOf(product.id)).toHaveLength(first.length + 1);

    // One choice's price: one row; one extra's price: one row.
    const duble = { name: 'Duble', price: 9_950 };
    const options = [{ ...body.options[0]!, choices: [{ name: 'Tek', price: 0 }, duble] }];
    await replace(product.id, { price: 22_575, name: 'Şöbiyet', options });
    const afterChoice = (await rowsOf(product.id)).filter((r) => r.newPrice === 9_950);
    expect(afterChoice).toEqual([
      expect.objectContaining({ kind: 'option', itemName: 'Porsiyon · Duble', oldPrice: 9_000 }),
    ]);
    await replace(product.id, {
      price: 22_575,
      name: 'Şöbiyet',
      options,
      extras: [{ name: 'Dondurma', price: 4_500 }],
    });
    const all = await rowsOf(product.id);
    expect(all).toHaveLength(first.length + 3);
    expect(all.filter((r) => r.newPrice === 4_500)).toEqual([
      expect.objectContaining({ kind: 'extra', productName: 'Şöbiyet', oldPrice: 4_000 }),
    ]);
  });

  it('writes no history when the save is refused, and answers 404 for another business', async () => {
    const product = await create({ name: 'Kazandibi Test' });
    const before = await rowsOf(product.id);
    // Another product's name in the category: 409, the price does not move, nothing recorded.
    const taken = await call('PUT', `/products/${product.id}`, manager, {
      ...body,
      name: ctx.menemen.name,
      price: 1,
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(await rowsOf(product.id)).toHaveLength(before.length);
    // Another business: 404 on its history and on a save, and no row.
    const other = await call('GET', `/products/${product.id}/price-changes`, egeOwner);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Ürün bulunamadı');
    const foreign = await call('PUT', `/products/${product.id}`, egeOwner, { ...body, price: 5 });
    expect(foreign.statusCode).toBe(404);
    expect(await rowsOf(product.id)).toHaveLength(before.length);
  });

  it("shows a product's history newest first to owners and managers only", async () => {
    const product = await create({ name: 'Revani Test' });
    await replace(product.id, { name: 'Revani Test', price: 25_000 });
    for (const who of [owner, manager]) {
      const res = await call('GET', `/products/${product.id}/price-changes`, who);
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json().data as { kind: string; oldPrice: number; newPrice: number }[];
      expect(list[0]).toMatchObject({ kind: 'product', oldPrice: 21_050, newPrice: 25_000 });
      expect(list).toHaveLength(5);
    }
    for (const who of [waiter, kitchen]) {
      const res = await call('GET', `/products/${product.id}/price-changes`, who);
      expect(res.statusCode).toBe(403);
      expect(
        (await call('GET', '/price-changes.csv?from=2026-01-01&to=2026-01-02', who)).statusCode,
      ).toBe(403);
    }
  });

  it('exports a CSV Turkish Excel opens: UTF-8 with a BOM, ; columns, decimal commas, Istanbul times', async () => {
    const product = await create({ name: 'Çiğ Köfte; "acılı"', price: 123_450 });
    await replace(product.id, { name: 'Çiğ Köfte; "acılı"', price: 99_905 });
    const today = businessDayAndHour(new Date()).date;
    const res = await call('GET', `/price-changes.csv?from=${today}&to=${today}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="masa-fiyat-gecmisi-${today}-${today}.csv"`,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8').decode(bytes.subarray(3)).split('\r\n');
    expect(lines[0]).toBe('Tarih;Saat;Ürün;Kalem;Eski fiyat (₺);Yeni fiyat (₺);Değiştiren');
    const [day, month, year] = today.split('-').reverse();
    const changed = lines.find((line) => line.includes('1234,50;999,05'))!;
    expect(changed).toMatch(new RegExp(`^${day}\\.${month}\\.${year};\\d\\d:\\d\\d;`));
    expect(changed.split(';').slice(2)).toEqual([
      '"Çiğ Köfte',
      ' ""acılı"""',
      '',
      '1234,50',
      '999,05',
      managerRow!.name,
    ]);
    expect(lines.at(-1)).toBe('');
    // Another business's export holds none of Boğaziçi's changes.
    const ege = await call('GET', `/price-changes.csv?from=${today}&to=${today}`, egeOwner);
    expect(ege.body).not.toContain('Çiğ Köfte');
  });

  it('refuses a bad range with a Turkish message', async () => {
    const res = await call('GET', '/price-changes.csv?from=2026-11-30&to=2026-11-01', owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz');
  });
});
