import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, products } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { getMenuCache } from '../../src/domain/menu/menu-cache.ts';
import { createOrderingApp } from './ordering-fixture.ts';

// Issue 21 §1 (ADR 046): the public menu in the business's English texts when the request asks
// for English, each field falling back to the Turkish; the Turkish answer unchanged.
const { app, db } = await createOrderingApp();
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const EN = { 'accept-language': 'en-US,en;q=0.9' };

type Product = { id: string; name: string; description: string; ingredients: string[] };
type Category = { id: string; name: string; description: string };

async function menu(headers: Record<string, string> = {}) {
  const res = await app.inject({ url: `/api/products/business/${bogaz}`, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers.vary).toContain('accept-language');
  return (res.json() as { data: Product[] }).data;
}
async function menuCategories(headers: Record<string, string> = {}) {
  const res = await app.inject({ url: `/api/business/${bogaz}/categories`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Category[] }).data;
}
const byId = <T extends { id: string }>(list: T[], id: string) => list.find((x) => x.id === id)!;

describe('the menu in English (ADR 046)', () => {
  it('answers every demo product and category in English to an English request, in Turkish otherwise', async () => {
    const [turkish, english] = [await menu(), await menu(EN)];
    expect(english.map((p) => p.id)).toEqual(turkish.map((p) => p.id));
    const menemen = turkish.find((p) => p.name === 'Menemen')!;
    expect(byId(english, menemen.id)).toMatchObject({
      name: 'Menemen (Turkish Scrambled Eggs)',
      description: 'Tomatoes, peppers and free-range eggs cooked in butter, with warm bread.',
      ingredients: ['egg', 'tomato', 'green chilli pepper', 'butter'],
    });
    expect(menemen.ingredients).toEqual(['yumurta', 'domates', 'sivri biber', 'tereyağı']);
    for (const product of english) {
      const source = byId(turkish, product.id);
      expect(product.name, source.name).not.toBe('');
      if (source.ingredients.length > 0)
        expect(product.ingredients).not.toEqual(source.ingredients);
    }
    const [trCategories, enCategories] = [await menuCategories(), await menuCategories(EN)];
    expect(enCategories.map((c) => c.name)).toContain('Breakfast');
    expect(trCategories.map((c) => c.name)).toContain('Kahvaltı');
  });

  it('falls back to the Turkish field by field where the business wrote no English', async () => {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.businessId, bogaz), eq(products.name, 'Humus')));
    await db
      .update(products)
      .set({ nameEn: '', ingredientsEn: [] })
      .where(eq(products.id, row!.id));
    await db
      .update(categories)
      .set({ descriptionEn: '' })
      .where(eq(categories.id, row!.categoryId));
    getMenuCache(db).recheck();
    try {
      const humus = byId(await menu(EN), row!.id);
      expect(humus.name).toBe('Humus');
      expect(humus.ingredients).toEqual(row!.ingredients);
      expect(humus.description).toBe(
        'Chickpeas, tahini, lemon and olive oil, with warm pide bread.',
      );
      const category = byId(await menuCategories(EN), row!.categoryId);
      expect(category.name).toBe('Starters');
      expect(category.description).toBe('Çorbalar, mezeler ve salatalar.');
    } finally {
      await db
        .update(products)
        .set({ nameEn: row!.nameEn, ingredientsEn: row!.ingredientsEn })
        .where(eq(products.id, row!.id));
    }
  });

  it('answers one product in the language asked', async () => {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.businessId, bogaz), eq(products.name, 'Çay')));
    const read = (headers: Record<string, string>) =>
      app.inject({ url: `/api/products/${row!.id}`, headers });
    expect((await read(EN)).json().data.name).toBe('Tea');
    expect((await read({})).json().data.name).toBe('Çay');
  });
});
