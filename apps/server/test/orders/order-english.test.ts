import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { getMenuCache } from '../../src/domain/menu/menu-cache.ts';
import { createOrderingApp } from './ordering-fixture.ts';

// Issue 30 (ADR 060): English does not stop at the cart. The menu carries both names of every
// option group, choice and extra (the Turkish stays what the cart sends back); campaigns and
// service charges carry their English; an order copies the English names it was placed with,
// and its lines, charges and campaign read in English on the order, the bill and the history.
const ctx = await createOrderingApp();
const { app, db, headers } = ctx;
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const table = DEMO_TABLE_IDS.bogaz[3]!;
const EN = { 'accept-language': 'en-GB,en;q=0.9' };
const kofte = await ctx.product('bogaz', 'Izgara Köfte');

type Named = { name: string; nameEn: string };
type MenuProduct = Named & {
  id: string;
  options: (Named & { choices: (Named & { price: number })[] })[];
  extras: (Named & { price: number })[];
};

const menuProduct = async (lang: Record<string, string>) => {
  const res = await app.inject({ url: `/api/products/business/${bogaz}`, headers: lang });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as MenuProduct[]).find((p) => p.id === kofte.id)!;
};

async function placeEnglishOrder() {
  await ctx.newSitting(table);
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, ...EN, ...(await ctx.atTable(table)) },
    payload: {
      businessId: bogaz,
      tableId: table,
      personCount: 2,
      campaignCode: 'KAHVALTI15',
      items: [
        {
          productId: kofte.id,
          quantity: 2,
          selectedOptions: { Pişirme: 'Orta', Boy: ['Büyük'] },
          selectedAdditions: ['Kaşar Peyniri'],
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string };
}

const englishLine = {
  name: 'Izgara Köfte',
  nameEn: 'Grilled Meatballs',
  selectedOptions: { Pişirme: ['Orta'], Boy: ['Büyük'] },
  selectedOptionsEn: { Cooking: ['Medium'], Size: ['Large'] },
  selectedAdditions: [{ name: 'Kaşar Peyniri', nameEn: 'Kashar Cheese', price: 3_00 }],
};
const kuver = {
  name: 'Kuver',
  nameEn: 'Cover charge',
  description: 'Kişi başı kuver; ekmek sepeti ve su dahildir.',
  descriptionEn: 'Cover charge per person; the bread basket and water are included.',
};

describe('the English names of what a diner orders (ADR 060)', () => {
  it('gives the menu both names of every option group, choice and extra, in either language', async () => {
    for (const lang of [EN, {}]) {
      const product = await menuProduct(lang);
      expect(product.options).toContainEqual({
        name: 'Pişirme',
        nameEn: 'Cooking',
        required: true,
        multiple: false,
        choices: [
          { name: 'Az', nameEn: 'Rare', price: 0 },
          { name: 'Orta', nameEn: 'Medium', price: 0 },
          { name: 'İyi', nameEn: 'Well done', price: 0 },
        ],
      });
      expect(product.extras).toContainEqual({
        name: 'Kaşar Peyniri',
        nameEn: 'Kashar Cheese',
        price: 3_00,
      });
    }
  });

  it('gives campaigns and service charges their English texts', async () => {
    const listed = await app.inject(`/api/campaigns/business/${bogaz}/public`);
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({
        name: 'Kahvaltı Keyfi',
        nameEn: 'Breakfast Treat',
        descriptionEn: '15% off orders of 500 TL or more. Enter the code in your cart.',
      }),
    );
    const code = await app.inject(`/api/campaigns/business/${bogaz}/code/KAHVALTI15`);
    expect(code.json().data).toMatchObject({ title: 'Kahvaltı Keyfi', nameEn: 'Breakfast Treat' });
    const charges = await app.inject(
      `/api/service-charges/business/${bogaz}/applicable?tableId=${table}&personCount=2&orderAmount=50000`,
    );
    expect(charges.statusCode, charges.body).toBe(200);
    expect(charges.json().data[0]).toMatchObject(kuver);
  });

  it('keeps the English names an order was placed with on the order, the bill and the history', async () => {
    const placed = await placeEnglishOrder();
    // The business renames the dish and a choice in English after the order: the order keeps its.
    await db
      .update(products)
      .set({
        nameEn: 'Meatballs From The Grill',
        options: kofte.options.map((o) => ({ ...o, nameEn: `${o.nameEn} (new)` })),
      })
      .where(eq(products.id, kofte.id));
    getMenuCache(db).recheck();

    const order = await app.inject({
      url: `/api/orders/${placed.id}?businessId=${bogaz}`,
      headers: { ...headers, ...EN },
    });
    expect(order.statusCode, order.body).toBe(200);
    const data = order.json().data;
    expect(data.items[0]).toMatchObject(englishLine);
    expect(data.serviceCharges[0]).toMatchObject(kuver);
    expect(data.discounts[0]).toMatchObject({ code: 'KAHVALTI15', nameEn: 'Breakfast Treat' });

    const bill = await app.inject({
      url: `/api/orders/${placed.id}/bill`,
      headers: { ...headers, ...EN },
    });
    expect(bill.statusCode, bill.body).toBe(200);
    expect(bill.json().data.items[0]).toMatchObject({
      name: 'Izgara Köfte',
      nameEn: 'Grilled Meatballs',
    });
    expect(bill.json().data.bill.lines[0]).toMatchObject({
      nameEn: 'Grilled Meatballs',
      options: ['Büyük', 'Orta'],
      optionsEn: ['Medium', 'Large'],
      extras: ['Kaşar Peyniri'],
      extrasEn: ['Kashar Cheese'],
    });
    expect(bill.json().data.bill.charges[0]).toMatchObject({
      name: 'Kuver',
      nameEn: 'Cover charge',
    });

    const history = await app.inject({
      url: `/api/orders/user?userId=${ctx.userId}`,
      headers: { ...headers, ...EN },
    });
    expect(history.statusCode, history.body).toBe(200);
    const listed = (history.json().data as { id: string; items: unknown[] }[]).find(
      (row) => row.id === placed.id,
    );
    expect(listed?.items[0]).toMatchObject(englishLine);
  });
});
