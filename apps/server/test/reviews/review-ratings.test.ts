import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createReviewApp } from './review-fixture.ts';

const ctx = await createReviewApp();
const { app, placeOrder, rate } = ctx;
const ege = DEMO_BUSINESS_IDS.ege;
const fava = await ctx.product('ege', 'Fava');

/** A new customer with a paid meal of Fava at Ege Sofrası. */
const diner = async (name: string) => {
  const who = await ctx.newCustomer(name);
  const order = await placeOrder(who.headers, [{ name: 'Fava', quantity: 1 }], {
    slug: 'ege',
    table: 3,
  });
  await ctx.pay(order.id, 'ege');
  return who;
};
const businessRating = async () => {
  const data = (await app.inject({ url: `/api/business/${ege}` })).json().data;
  return { ratingAverage: data.ratingAverage, ratingCount: data.ratingCount, rating: data.rating };
};
const menuRating = async () => {
  const body = (await app.inject({ url: `/api/products/business/${ege}` })).json();
  const list: { id: string; ratingAverage: number; ratingCount: number }[] = Array.isArray(body)
    ? body
    : body.data;
  const product = list.find((p) => p.id === fava.id)!;
  return { ratingAverage: product.ratingAverage, ratingCount: product.ratingCount };
};

describe('rating averages and counts', () => {
  it("update the business's average and count with each review, to two decimals", async () => {
    for (const [name, rating] of [
      ['Ada Bal', 5],
      ['Efe Kır', 4],
      ['İpek Ay', 4],
    ] as const) {
      const who = await diner(name);
      expect((await rate(who.headers, { business: ege, rating })).statusCode).toBe(201);
    }
    expect(await businessRating()).toEqual({ ratingAverage: 4.33, ratingCount: 3, rating: 4.33 });
  });

  it("change the product's rating on the menu at once", async () => {
    const before = await menuRating();
    expect(before).toEqual({ ratingAverage: 0, ratingCount: 0 });
    const who = await diner('Umut Taş');
    expect((await rate(who.headers, { product: fava.id, rating: 2 })).statusCode).toBe(201);
    expect(await menuRating()).toEqual({ ratingAverage: 2, ratingCount: 1 });
  });

  it('count every one of many reviews sent at the same moment', async () => {
    // The meals one after another (each starts a new sitting at the same table, which would end
    // another's mid-order); the reviews at the same moment.
    const diners = [];
    for (const n of ['Nil', 'Ece', 'Arda', 'Onur', 'Sena', 'Tuna']) {
      diners.push(await diner(`${n} Yıldız`));
    }
    const ratings = [5, 4, 3, 5, 1, 2];
    const answers = await Promise.all(
      diners.map((who, i) => rate(who.headers, { product: fava.id, rating: ratings[i] })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(201));
    const all = [2, ...ratings];
    const average = Math.round((all.reduce((a, b) => a + b, 0) / all.length) * 100) / 100;
    expect(await menuRating()).toEqual({ ratingAverage: average, ratingCount: 7 });
  });
});
