import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createReviewApp } from './review-fixture.ts';

const ctx = await createReviewApp();
const { db, placeOrder, rate, list } = ctx;
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const ege = DEMO_BUSINESS_IDS.ege;
const humus = await ctx.product('bogaz', 'Humus');
const kunefe = await ctx.product('bogaz', 'Künefe');

describe('POST /reviews: the rules of 001 §5', () => {
  it("refuses a bad body with the documents' messages, and needs a token", async () => {
    const me = await ctx.newCustomer('Selin Er');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/reviews',
          payload: { business: bogaz, rating: 5 },
        })
      ).statusCode,
    ).toBe(401);
    const cases: [object, string][] = [
      [{ rating: 5 }, 'Yorum için işletme veya ürün IDsi belirtilmelidir.'],
      [
        { business: bogaz, product: humus.id, rating: 5 },
        'Yorum aynı anda hem işletmeye hem ürüne ait olamaz.',
      ],
      [{ business: bogaz, rating: 0 }, 'Puan 1 ile 5 arasında olmalıdır.'],
      [{ business: bogaz, rating: 6 }, 'Puan 1 ile 5 arasında olmalıdır.'],
      [{ business: bogaz, rating: 3.5 }, 'Puan 1 ile 5 arasında olmalıdır.'],
      [{ business: bogaz, rating: '5' }, 'Puan 1 ile 5 arasında olmalıdır.'],
      [{ business: bogaz }, 'Puan 1 ile 5 arasında olmalıdır.'],
      [
        { business: bogaz, rating: 4, comment: 'ç'.repeat(501) },
        'Yorum en fazla 500 karakter olabilir',
      ],
      [{ business: 'bogaz', rating: 4 }, 'Geçersiz işletme kimliği'],
      [{ business: bogaz, rating: 4, orderId: '12' }, 'Geçersiz sipariş kimliği'],
    ];
    for (const [payload, message] of cases) {
      const res = await rate(me.headers, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unknown = await rate(me.headers, { business: '0123456789abcdef01234567', rating: 4 });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets only a customer with a paid or delivered order rate, once per target per order', async () => {
    const me = await ctx.newCustomer('Burak Tan');
    expect((await rate(me.headers, { business: bogaz, rating: 5 })).statusCode).toBe(403);
    const order = await placeOrder(me.headers, [{ name: 'Humus', quantity: 1 }]);
    const early = await rate(me.headers, { business: bogaz, rating: 5 });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(
      'Değerlendirme yapabilmek için bu işletmeden ödenmiş veya teslim edilmiş bir siparişiniz olmalı.',
    );

    await ctx.deliver(order.id);
    const first = await rate(me.headers, {
      businessId: bogaz,
      rating: 5,
      comment: '  Harika bir akşamdı  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Değerlendirmeniz için teşekkürler!',
      data: {
        targetType: 'business',
        business: bogaz,
        product: null,
        businessName: 'Boğaziçi Lokantası',
        orderId: order.id,
        rating: 5,
        comment: 'Harika bir akşamdı',
        user: me.id,
      },
    });
    const again = await rate(me.headers, { business: bogaz, rating: 4, orderId: order.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bu sipariş için bu değerlendirmeyi zaten yaptınız.');
    expect((await rate(me.headers, { business: bogaz, rating: 4 })).statusCode).toBe(409);
    // Another business, where the customer never ate.
    expect((await rate(me.headers, { business: ege, rating: 1 })).statusCode).toBe(403);

    // A second meal, paid: rated on its own.
    const second = await placeOrder(me.headers, [{ name: 'Künefe', quantity: 1 }]);
    await ctx.pay(second.id);
    const res = await rate(me.headers, { business: bogaz, rating: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.orderId).toBe(second.id);
  });

  it("never rates for somebody else's order, and a product only from an order that had it", async () => {
    const owner = await ctx.newCustomer('Deniz Ok');
    const order = await placeOrder(owner.headers, [{ name: 'Humus', quantity: 2 }]);
    await ctx.pay(order.id);
    const other = await ctx.newCustomer('Kerem Su');
    expect(
      (await rate(other.headers, { business: bogaz, rating: 1, orderId: order.id })).statusCode,
    ).toBe(403);

    const notOrdered = await rate(owner.headers, { product: kunefe.id, rating: 5 });
    expect(notOrdered.statusCode).toBe(403);
    expect(notOrdered.json().message).toBe(
      'Bu ürünü değerlendirebilmek için ürünü içeren, ödenmiş veya teslim edilmiş bir siparişiniz olmalı.',
    );
    const wrongBusiness = await rate(owner.headers, {
      productId: humus.id,
      businessId: ege,
      rating: 5,
    });
    expect(wrongBusiness.json().message).toBe('Ürün bu işletmeye ait değil');
    // The feedback form's shape: productId with its businessId (001 §3).
    const res = await rate(owner.headers, {
      productId: humus.id,
      businessId: bogaz,
      rating: 4,
      comment: 'Çok lezzetli',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      targetType: 'product',
      business: null,
      product: humus.id,
      productName: 'Humus',
      businessId: bogaz,
      businessName: 'Boğaziçi Lokantası',
    });
    expect(
      (await rate(owner.headers, { targetType: 'product', targetId: humus.id, rating: 2 }))
        .statusCode,
    ).toBe(409);
    // Rating the business of that order is a separate target.
    expect(
      (await rate(owner.headers, { targetType: 'business', targetId: bogaz, rating: 5 }))
        .statusCode,
    ).toBe(201);
  });

  it('is idempotent by Idempotency-Key', async () => {
    const me = await ctx.newCustomer('Oya Gül');
    const order = await placeOrder(me.headers, [{ name: 'Humus', quantity: 1 }]);
    await ctx.deliver(order.id);
    const key = { 'idempotency-key': `rate-${order.id}` };
    const [a, b] = await Promise.all([
      rate(me.headers, { business: bogaz, rating: 5 }, key),
      rate(me.headers, { business: bogaz, rating: 5 }, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.body).toBe(b.body);
    expect(await db.$count(reviews, eq(reviews.userId, me.id))).toBe(1);
  });
});

describe('GET /reviews/user/me and GET /reviews', () => {
  it("lists the caller's own reviews newest first, with business and product names", async () => {
    const me = await ctx.newCustomer('Mert Can');
    const order = await placeOrder(me.headers, [{ name: 'Humus', quantity: 1 }]);
    await ctx.pay(order.id);
    await rate(me.headers, { business: bogaz, rating: 4 });
    await rate(me.headers, { product: humus.id, rating: 5, comment: 'Tam kıvamında' });
    const res = await ctx.app.inject({ url: '/api/reviews/user/me', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        productName: 'Humus',
        businessName: 'Boğaziçi Lokantası',
        rating: 5,
        comment: 'Tam kıvamında',
      }),
      expect.objectContaining({
        productName: null,
        businessName: 'Boğaziçi Lokantası',
        rating: 4,
        comment: '',
      }),
    ]);
    expect((await ctx.app.inject({ url: '/api/reviews/user/me' })).statusCode).toBe(401);
  });

  it("lists a business's or a product's reviews publicly, authors by first name and initial", async () => {
    const byBusiness = (await list(`?business=${bogaz}`)).json().data;
    expect(byBusiness.length).toBeGreaterThan(0);
    expect(
      byBusiness.every(
        (r: { targetType: string; user: unknown }) =>
          r.targetType === 'business' && r.user === null,
      ),
    ).toBe(true);
    expect(byBusiness.map((r: { userName: string }) => r.userName)).toContain('Mert C.');
    const byProduct = (await list(`?productId=${humus.id}`)).json().data;
    expect(byProduct.every((r: { product: string }) => r.product === humus.id)).toBe(true);
    expect((await list('')).json().message).toBe(
      'Yorum için işletme veya ürün IDsi belirtilmelidir.',
    );
    expect((await list(`?business=${bogaz}&product=${humus.id}`)).json().message).toBe(
      'Yorum aynı anda hem işletmeye hem ürüne ait olamaz.',
    );
    expect((await list('?business=nope')).statusCode).toBe(400);
    expect((await list('?product=0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await list(`?business=${ege}`)).json().data).toEqual([]);
  });
});
