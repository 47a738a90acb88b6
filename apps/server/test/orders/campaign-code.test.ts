import { computeBill, inputOfBill } from '@masa/core/bill/bill';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, orders } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createOrderingApp } from './ordering-fixture.ts';

// Issue 20 (ADR 041): a campaign's code typed in the cart is checked by the server, and the
// order placed with it is priced by the server, through the one bill model (ADR 027).
const ctx = await createOrderingApp();
const { app, db, headers } = ctx;
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const salon4 = DEMO_TABLE_IDS.bogaz[3]!;
const DAY = 86_400_000;
await db.insert(campaigns).values([
  {
    businessId: bogaz,
    title: 'Geçen Ayın Fırsatı',
    discountType: 'percentage',
    discountValue: 20,
    campaignCode: 'ESKI20',
    startDate: new Date(Date.now() - 40 * DAY),
    endDate: new Date(Date.now() - 10 * DAY),
  },
  {
    businessId: bogaz,
    title: 'Askıdaki Kampanya',
    discountType: 'fixed',
    discountValue: 10_00,
    campaignCode: 'KAPALI10',
    active: false,
  },
]);

const serpme = await ctx.product('bogaz', 'Serpme Kahvaltı (2 Kişilik)');
const cay = await ctx.product('bogaz', 'Çay');
const menemen = await ctx.product('bogaz', 'Menemen');
const sucuk = await ctx.product('bogaz', 'Sucuklu Yumurta');

const check = (code: string, businessId: string = bogaz) =>
  app.inject(`/api/campaigns/business/${businessId}/code/${encodeURIComponent(code)}`);
const place = async (payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, ...(await ctx.atTable(salon4)) },
    payload: { businessId: bogaz, tableId: salon4, personCount: 2, ...payload },
  });
const orderCount = async () => (await db.select({ n: count() }).from(orders))[0]!.n;

describe('GET /campaigns/business/{id}/code/{code}', () => {
  it('answers the running campaign a typed code names, however it was typed', async () => {
    const res = await check(' kahvaltı15 ');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Kahvaltı Keyfi',
      campaignCode: 'KAHVALTI15',
      discount: { type: 'percentage', value: 15, minOrderAmount: 500_00 },
    });
  });

  it('says why a code cannot be used, in Turkish', async () => {
    const refused = async (code: string, businessId: string = bogaz) => {
      const res = await check(code, businessId);
      return [res.statusCode, res.json().message];
    };
    expect(await refused('YOKBOYLE')).toEqual([
      404,
      'YOKBOYLE bu işletmenin kampanya kodları arasında yok',
    ]);
    // Another business's code is not this one's.
    expect(await refused('EGE50')).toEqual([
      404,
      'EGE50 bu işletmenin kampanya kodları arasında yok',
    ]);
    expect(await refused('ESKI20')).toEqual([409, 'ESKI20 kampanyasının süresi doldu']);
    expect(await refused('KAPALI10')).toEqual([409, 'KAPALI10 kampanyası şu an geçerli değil']);
    expect(await refused('a b')).toEqual([
      400,
      'Kampanya kodu 3 ile 20 arasında harf, rakam ya da - olmalı',
    ]);
    expect((await check('KAHVALTI15', 'bbbbbbbbbbbbbbbbbbbbbbbb')).statusCode).toBe(404);
  });
});

describe('POST /orders with a campaign code', () => {
  it('takes the percentage off each unit, in the bill the server computes', async () => {
    const res = await place({
      campaignCode: 'kahvalti15',
      items: [
        { productId: serpme.id, quantity: 1, price: 1 },
        { productId: cay.id, quantity: 2, price: 1, originalPrice: 1 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    // ₺950 and 2 × ₺25 = ₺1.000; 15 % off each unit: ₺142,50 and 2 × ₺3,75 = ₺150.
    expect(order.items.map((i: { price: number }) => i.price)).toEqual([807_50, 21_25]);
    expect(order.discounts).toEqual([
      {
        type: 'campaign',
        code: 'KAHVALTI15',
        description: 'Kahvaltı Keyfi',
        nameEn: 'Breakfast Treat',
        amount: 150_00,
      },
    ]);
    expect(order.bill.subtotal).toBe(850_00);
    expect(order.bill.discountTotal).toBe(150_00);
    // The kuver for two, ₺100, is not discounted.
    expect(order.bill.serviceChargeTotal).toBe(100_00);
    expect(order.bill.total).toBe(950_00);
    expect(order.total).toBe(950_00);
    // The bill is the one model's: recomputing it from itself gives the same figures.
    expect(computeBill(inputOfBill(order.bill))).toEqual(order.bill);
  });

  it('shares a fixed amount over the units, to the kuruş', async () => {
    const res = await place({
      campaignCode: 'CAYBIZDEN',
      items: [
        { productId: menemen.id, quantity: 1 },
        { productId: sucuk.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order.discounts[0].amount).toBe(25_00);
    expect(order.bill.subtotal).toBe(220_00 + 240_00 - 25_00);
  });

  it('refuses a code the cart does not meet, or one not running, and writes nothing', async () => {
    const before = await orderCount();
    const refused = async (campaignCode: string) => {
      const res = await place({ campaignCode, items: [{ productId: menemen.id, quantity: 1 }] });
      return [res.statusCode, res.json().message];
    };
    expect(await refused('KAHVALTI15')).toEqual([
      400,
      'KAHVALTI15 kodu ₺500,00 ve üzeri siparişlerde geçerli',
    ]);
    expect(await refused('ESKI20')).toEqual([409, 'ESKI20 kampanyasının süresi doldu']);
    expect(await refused('KAPALI10')).toEqual([409, 'KAPALI10 kampanyası şu an geçerli değil']);
    expect(await refused('EGE50')).toEqual([
      404,
      'EGE50 bu işletmenin kampanya kodları arasında yok',
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('prices an order without a code as before, with no discount listed', async () => {
    const res = await place({ items: [{ productId: menemen.id, quantity: 1 }] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.discounts).toEqual([]);
    expect(res.json().data.bill.subtotal).toBe(220_00);
  });
});
