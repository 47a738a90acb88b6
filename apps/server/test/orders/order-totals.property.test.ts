import { calculateOrderTotals } from '@masa/core/money/calculate-order-totals';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businesses } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createOrderingApp } from './ordering-fixture.ts';

const ctx = await createOrderingApp();
const { app, db, headers } = ctx;

// Ege Sofrası prices without VAT, so both readings of tax.includedInPrice are exercised.
await db
  .update(businesses)
  .set({ settings: sql`jsonb_set(${businesses.settings}, '{tax,includedInPrice}', 'false')` })
  .where(eq(businesses.id, DEMO_BUSINESS_IDS.ege));

type MenuProduct = {
  id: string;
  discountedPrice: number;
  vatRate: number;
  isAvailable: boolean;
  options: { name: string; choices: { name: string; price: number }[] }[];
  extras: { name: string; price: number }[];
};

const tables: Record<'bogaz' | 'ege', string> = {
  bogaz: DEMO_TABLE_IDS.bogaz[3]!,
  ege: DEMO_TABLE_IDS.ege[4]!,
};
const menus = {} as Record<'bogaz' | 'ege', MenuProduct[]>;
for (const slug of ['bogaz', 'ege'] as const) {
  const res = await app.inject(`/api/products/business/${DEMO_BUSINESS_IDS[slug]}`);
  menus[slug] = (res.json().data as MenuProduct[]).filter((p) => p.isAvailable);
}

const line = fc.record({
  pick: fc.nat(),
  quantity: fc.integer({ min: 1, max: 5 }),
  optionPicks: fc.array(fc.nat(), { maxLength: 3 }),
  extraMask: fc.nat({ max: 15 }),
});

describe('order totals', () => {
  it('equal what the app computes from the menu with core, for random carts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'bogaz' | 'ege'>('bogaz', 'ege'),
        fc.integer({ min: 1, max: 4 }),
        fc.array(line, { minLength: 1, maxLength: 6 }),
        async (slug, personCount, lines) => {
          const menu = menus[slug];
          const cart = lines.map((l) => {
            const product = menu[l.pick % menu.length]!;
            const selectedOptions: Record<string, string[]> = {};
            let unitPrice = product.discountedPrice;
            product.options.forEach((option, index) => {
              const choice = option.choices[(l.optionPicks[index] ?? 0) % option.choices.length]!;
              selectedOptions[option.name] = [choice.name];
              unitPrice += choice.price;
            });
            const extras = product.extras.filter((_, index) => (l.extraMask >> index) & 1);
            unitPrice += extras.reduce((sum, extra) => sum + extra.price, 0);
            const item = {
              productId: product.id,
              quantity: l.quantity,
              selectedOptions,
              selectedAdditions: extras.map((e) => e.name),
              price: 1,
            };
            return { item, unitPrice, vatRate: Math.round(product.vatRate * 100) };
          });
          const charges =
            // Asked as the app asks, at the table: a sitting's later round gets no kuver (ADR 054).
            (
              await app.inject({
                url: `/api/service-charges/business/${DEMO_BUSINESS_IDS[slug]}/applicable?tableId=${tables[slug]}&personCount=${personCount}&customerType=customer`,
                headers: { ...headers, ...(await ctx.atTable(tables[slug])) },
              })
            ).json().data as {
              calculation: 'per_person' | 'per_order' | 'percentage';
              value: number;
              vatRate: number;
            }[];
          const expected = calculateOrderTotals({
            lines: cart.map((c) => ({
              unitPrice: c.unitPrice,
              quantity: c.item.quantity,
              vatRate: c.vatRate,
            })),
            serviceCharges: charges.map((c) => ({ ...c, vatRate: Math.round(c.vatRate * 100) })),
            personCount,
            taxIncludedInPrice: slug === 'bogaz',
          });
          const res = await app.inject({
            method: 'POST',
            url: '/api/orders',
            headers: { ...headers, ...(await ctx.atTable(tables[slug])) },
            payload: {
              businessId: DEMO_BUSINESS_IDS[slug],
              tableId: tables[slug],
              personCount,
              items: cart.map((c) => c.item),
            },
          });
          expect(res.statusCode, res.body).toBe(201);
          const order = res.json().data;
          expect(order.items.map((i: { price: number }) => i.price)).toEqual(
            cart.map((c) => c.unitPrice),
          );
          expect(order).toMatchObject({
            subtotal: expected.subtotal,
            vatAmount: expected.vatTotal,
            serviceChargeTotal: expected.serviceChargeTotal,
            total: expected.total,
          });
          expect(order.total).toBeGreaterThanOrEqual(order.subtotal);
        },
      ),
      { numRuns: 20 },
    );
  });
});
