import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import { createBackOfficeApp } from './back-office-fixture.ts';

// Issue 29: adding or clearing a table, renaming a dish and adding a category were missing from
// the audit trail (a renamed dish still read "… menüye eklendi"); a second dish of the same name
// in one category saved silently (ADR 059).
const ctx = await createBackOfficeApp();
const { app, db } = ctx;
const owner = await ctx.staffAs('bogaz', 'owner');
const manager = await ctx.staffAs('bogaz', 'manager');

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: object, body?: object) =>
  app.inject({
    method,
    url: `/api/staff${url}`,
    headers: who as Record<string, string>,
    ...(body ? { payload: body } : {}),
  });
type Event = { action: string; staffName: string; subjectId: string; details: object };
const trail = async () => (await call('GET', '/audit', owner)).json().data as Event[];
const editable = (productId: string) => ctx.editableProduct(productId, owner);
const named = async (categoryId: string, name: string) =>
  (
    await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.categoryId, categoryId), eq(products.name, name)))
  )[0]!.n;

describe('the audit trail of the back office', () => {
  it('records adding and clearing a table, adding a category and renaming a dish, in their own words', async () => {
    const table = await call('POST', '/tables', manager, { name: 'Teras 1', seats: 4 });
    expect(table.statusCode, table.body).toBe(201);
    const tableId = table.json().data.id as string;
    const cleared = await call('POST', `/tables/${tableId}/clear`, manager);
    expect(cleared.statusCode, cleared.body).toBe(200);
    const category = await call('POST', '/categories', manager, { name: 'Test Şerbetliler' });
    expect(category.statusCode, category.body).toBe(201);
    const categoryId = category.json().data.id as string;
    const body = await editable(ctx.menemen.id);
    const renamed = await call('PUT', `/products/${ctx.menemen.id}`, manager, {
      ...body,
      name: 'Sucuklu Menemen',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const events = await trail();
    expect(events.slice(0, 4)).toEqual([
      expect.objectContaining({
        action: 'product.renamed',
        subjectId: ctx.menemen.id,
        details: { from: 'Menemen', to: 'Sucuklu Menemen' },
      }),
      expect.objectContaining({
        action: 'category.created',
        subjectId: categoryId,
        details: { category: 'Test Şerbetliler' },
      }),
      expect.objectContaining({
        action: 'table.cleared',
        subjectId: tableId,
        details: { table: 'Teras 1' },
      }),
      expect.objectContaining({
        action: 'table.created',
        subjectId: tableId,
        details: { table: 'Teras 1' },
      }),
    ]);
    // A rename that changes nothing else records no price change.
    expect(events.filter((e) => e.action === 'product.price_changed')).toEqual([]);
    expect(new Set(events.slice(0, 4).map((e) => e.staffName)).size).toBe(1);
  });

  it('refuses a second dish of the same name in one category with 409, whatever its case and spaces, and writes nothing', async () => {
    const body = await editable(ctx.cay.id);
    const before = await named(body.categoryId, 'Çay');
    const copy = await call('POST', '/products', manager, { ...body, name: '  çAY ' });
    expect(copy.statusCode, copy.body).toBe(409);
    expect(copy.json()).toMatchObject({
      success: false,
      error: 'PRODUCT_NAME_TAKEN',
      message: 'Bu kategoride "çAY" adında bir ürün zaten var; lütfen başka bir ad verin',
    });
    expect(await named(body.categoryId, 'Çay')).toBe(before);

    // Renaming another dish of the category onto it is refused the same way.
    const other = await editable(ctx.menemen.id);
    const onto = await call('PUT', `/products/${ctx.menemen.id}`, manager, {
      ...other,
      name: 'ÇAY',
      categoryId: body.categoryId,
    });
    expect(onto.statusCode, onto.body).toBe(409);
    // Saving a dish under its own name is no duplicate; another category may have the name.
    const same = await call('PUT', `/products/${ctx.cay.id}`, manager, body);
    expect(same.statusCode, same.body).toBe(200);
    const otherCategory = (
      await call('POST', '/categories', manager, { name: 'Test Sıcaklar' })
    ).json().data.id as string;
    const moved = await call('POST', '/products', manager, {
      ...body,
      categoryId: otherCategory,
    });
    expect(moved.statusCode, moved.body).toBe(201);
  });
});
