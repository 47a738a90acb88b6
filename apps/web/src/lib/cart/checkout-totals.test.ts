import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The server's own figures function: the checkout must show exactly what it will store.
import { priceOrder } from '@masa/core/bill/price-order';
import type { ServiceCharge } from './get-applicable-service-charges.ts';
import type { CartItem } from './cart-item.ts';
import { computeCheckoutTotals } from './checkout-totals.ts';
import type { FreePick } from './free-picks.ts';
import { makeCartItem, makeCover } from '../../testing/cart-fixture.ts';

const item = (over: Partial<CartItem>) => makeCartItem({ id: 'l', ...over });
const cover = makeCover();

describe('checkout figures', () => {
  it('adds the cover per person and shows included VAT by rate (Boğaziçi example)', () => {
    const totals = computeCheckoutTotals({
      items: [
        item({ price: 14700, originalPrice: 16300, quantity: 1 }), // tost −10 %, cheese +3
        item({ price: 2500, originalPrice: 2500, quantity: 2 }), // two teas
        item({ price: 9000, originalPrice: 9000, quantity: 1, vatRate: 0.2 }), // a drink at 20 %
      ],
      charges: [cover],
      personCount: 2,
      taxIncludedInPrice: true,
    });
    expect(totals.subtotal).toBe(14700 + 5000 + 9000);
    expect(totals.discountTotal).toBe(1600);
    expect(totals.serviceCharges).toEqual([10000]);
    // The kuver is taxed with the 10 % lines: 29700 / 11 = 2700.
    expect(totals.vatByRate).toEqual([
      { vatRate: 10, amount: 19700 + 10000, vat: 2700 },
      { vatRate: 20, amount: 9000, vat: 1500 },
    ]);
    expect(totals.total).toBe(28700 + 10000);
  });

  it('adds VAT on top when the business prices without it', () => {
    const totals = computeCheckoutTotals({
      items: [item({ price: 10000, originalPrice: 10000, quantity: 3 })],
      personCount: 1,
      taxIncludedInPrice: false,
    });
    expect(totals.vatTotal).toBe(3000);
    expect(totals.total).toBe(33000);
  });

  it('charges nothing for free picks', () => {
    const pick: FreePick = {
      serviceChargeId: 'kuver',
      productId: 'bread',
      name: 'Ekmek Sepeti',
      quantity: 2,
      unitPrice: 3000,
      vatRate: 0.1,
    };
    const totals = computeCheckoutTotals({
      items: [item({ price: 2500, originalPrice: 2500 })],
      picks: [pick],
      charges: [cover],
      personCount: 2,
      taxIncludedInPrice: true,
    });
    expect(totals.subtotal).toBe(2500);
    expect(totals.total).toBe(2500 + 10000);
  });

  it('equals the server figures for random carts', () => {
    const line = fc.record({
      price: fc.integer({ min: 0, max: 500_000 }),
      discount: fc.integer({ min: 0, max: 50_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
      vatRate: fc.constantFrom(0.01, 0.08, 0.1, 0.18, 0.2),
    });
    const charge = fc.record({
      calculation: fc.constantFrom('per_person', 'per_order', 'percentage') as fc.Arbitrary<
        ServiceCharge['calculation']
      >,
      value: fc.integer({ min: 0, max: 100_000 }),
      vatRate: fc.constantFrom(0.1, 0.2),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.array(charge, { maxLength: 3 }),
        fc.integer({ min: 1, max: 20 }),
        fc.boolean(),
        (lines, charges, personCount, taxIncludedInPrice) => {
          const items = lines.map((l, i) =>
            item({
              id: String(i),
              price: l.price,
              originalPrice: l.price + l.discount,
              quantity: l.quantity,
              vatRate: l.vatRate,
            }),
          );
          const web = computeCheckoutTotals({
            items,
            charges: charges.map((c) => ({ ...cover, ...c })),
            personCount,
            taxIncludedInPrice,
          });
          const server = priceOrder({
            lines: lines.map((l) => ({
              unitPrice: l.price,
              unitDiscount: l.discount,
              quantity: l.quantity,
              freeQuantity: 0,
              vatRate: Math.round(l.vatRate * 100),
            })),
            charges: charges.map((c) => ({ ...c, vatRate: Math.round(c.vatRate * 100) })),
            personCount,
            taxIncludedInPrice,
          });
          expect(web.total).toBe(server.totals.total);
          expect(web.subtotal).toBe(server.totals.subtotal);
          expect(web.vatTotal).toBe(server.totals.vatTotal);
          expect(web.serviceCharges).toEqual(server.totals.serviceCharges);
          expect(web.discountTotal).toBe(server.discountTotal);
        },
      ),
    );
  });
});

describe('computeCheckoutTotals with a campaign code (issue 20, ADR 041)', () => {
  it('takes the campaign’s share off each unit, as the server prices the order', () => {
    // The API test's order: Serpme Kahvaltı ₺950, 2 Çay ₺25, KAHVALTI15 (15 %): ₺850 + kuver.
    const totals = computeCheckoutTotals({
      items: [
        item({ id: 'serpme', price: 950_00, originalPrice: 950_00 }),
        item({ id: 'cay', price: 25_00, originalPrice: 25_00, quantity: 2 }),
      ],
      charges: [{ calculation: 'per_person', value: 50_00, vatRate: 0.1 }],
      personCount: 2,
      taxIncludedInPrice: true,
      campaign: { discountType: 'percentage', discountValue: 15 },
    });
    expect(totals.campaignDiscount).toBe(150_00);
    expect(totals.discountTotal).toBe(150_00);
    expect(totals.subtotal).toBe(850_00);
    expect(totals.total).toBe(950_00);
  });

  it('keeps a product’s own discount apart from the campaign’s, both in the discount total', () => {
    const totals = computeCheckoutTotals({
      items: [item({ price: 144_00, originalPrice: 160_00 })],
      personCount: 1,
      taxIncludedInPrice: true,
      campaign: { discountType: 'fixed', discountValue: 25_00 },
    });
    expect(totals.campaignDiscount).toBe(25_00);
    expect(totals.discountTotal).toBe(16_00 + 25_00);
    expect(totals.subtotal).toBe(119_00);
  });
});
