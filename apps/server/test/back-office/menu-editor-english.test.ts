import { MENU_EDITOR_MESSAGES as CORE } from '@masa/core/staff/menu-editor.schemas';
import { sayRule } from '@masa/core/testing/say-rule';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, products } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBackOfficeApp } from './back-office-fixture.ts';

// Issue 21 §1 (ADR 046): the menu editor writes the business's English texts, and the diner's
// English menu shows them at once; an English text too long is refused and nothing is written.
const ctx = await createBackOfficeApp();
const { app, db } = ctx;
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const owner = await ctx.staffAs('bogaz', 'owner');
const EN = { 'accept-language': 'en' };
const categoryId = ctx.menemen.categoryId;

const call = (method: 'POST' | 'PUT' | 'PATCH', url: string, body: unknown) =>
  app.inject({ method, url: `/api/staff${url}`, headers: owner, payload: body as object });
const englishMenu = async () => {
  const res = await app.inject({ url: `/api/products/business/${BOGAZ}`, headers: EN });
  return res.json().data as {
    id: string;
    name: string;
    description: string;
    ingredients: string[];
  }[];
};
const product = {
  categoryId,
  name: 'Test Çılbır',
  description: 'Sarımsaklı yoğurt üzerinde poşe yumurta',
  nameEn: 'Test Turkish Eggs',
  descriptionEn: 'Poached eggs on garlic yoghurt',
  price: 210_00,
  vatRate: 10,
  ingredients: ['yumurta', 'yoğurt'],
  ingredientsEn: ['egg', 'yoghurt'],
};

describe('the menu editor in English (ADR 046)', () => {
  it("saves a product's English texts, shows them to an English phone and keeps them on edit", async () => {
    const created = await call('POST', '/products', product);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    expect(created.json().data).toMatchObject({
      nameEn: 'Test Turkish Eggs',
      descriptionEn: 'Poached eggs on garlic yoghurt',
      ingredientsEn: ['egg', 'yoghurt'],
    });
    await expect
      .poll(async () => (await englishMenu()).find((p) => p.id === id)?.name)
      .toBe('Test Turkish Eggs');
    expect((await englishMenu()).find((p) => p.id === id)).toMatchObject({
      description: 'Poached eggs on garlic yoghurt',
      ingredients: ['egg', 'yoghurt'],
    });

    // The English name removed: the English menu shows the Turkish name, the rest stays.
    const edited = await call('PUT', `/products/${id}`, { ...product, nameEn: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect
      .poll(async () => (await englishMenu()).find((p) => p.id === id)?.name)
      .toBe('Test Çılbır');
    const [row] = await db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ nameEn: '', descriptionEn: 'Poached eggs on garlic yoghurt' });
  });

  it('refuses an English name that is too long, writing nothing', async () => {
    const res = await call('POST', '/products', {
      ...product,
      name: 'Uzun',
      nameEn: 'x'.repeat(81),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(sayRule(CORE.productNameEn));
    const rows = await db.select().from(products).where(eq(products.name, 'Uzun'));
    expect(rows).toEqual([]);
  });

  it('says that refusal in English to an owner who reads English (ADR 117)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/staff/products',
      headers: { ...owner, ...EN },
      payload: { ...product, name: 'Uzun', nameEn: 'x'.repeat(81) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The English product name can be at most 80 characters');
  });

  it("renames a category in English and the English menu's categories follow", async () => {
    const res = await call('PATCH', `/categories/${categoryId}`, { nameEn: 'Morning' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ nameEn: 'Morning' });
    const [row] = await db.select().from(categories).where(eq(categories.id, categoryId));
    expect(row!.nameEn).toBe('Morning');
    await expect
      .poll(async () => {
        const answer = await app.inject({ url: `/api/business/${BOGAZ}/categories`, headers: EN });
        return (answer.json().data as { id: string; name: string }[]).find(
          (c) => c.id === categoryId,
        )?.name;
      })
      .toBe('Morning');
  });
});
