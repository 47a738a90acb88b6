import { parseItemNotes } from '@masa/core/orders/parse-item-notes';
import { describe, expect, it } from 'vitest';
import { attemptFor } from './attempt-key.ts';
import { buildOrderItems } from './build-order-items.ts';
import { freePickLimit, keepValidPicks, pickableProducts } from './free-picks.ts';
import { makeCartItem, makeCover } from '../../testing/cart-fixture.ts';

const tost = makeCartItem({
  productId: 'p-tost',
  name: 'Kaşarlı Tost',
  quantity: 2,
  price: 14700,
  originalPrice: 16300,
  notes: 'az pişsin',
  selectedOptions: { Boy: ['Büyük'] },
  selectedAdditions: [{ name: 'Kaşar Peyniri', price: 300 }],
});

const cover = makeCover({
  includedItems: {
    totalQuantity: 2,
    options: [
      { type: 'product', product: 'p-bread', category: null, name: 'Ekmek Sepeti' },
      { type: 'category', product: null, category: 'c-meze', name: 'Soğuk Mezeler' },
    ],
  },
});

describe('order payload items', () => {
  it('sends options and extras by name, extras and note in the notes, and no price', () => {
    const [line] = buildOrderItems([tost]);
    expect(line).toEqual({
      productId: 'p-tost',
      quantity: 2,
      notes: 'Ekstra: Kaşar Peyniri\naz pişsin',
      selectedOptions: { Boy: ['Büyük'] },
      selectedAdditions: ['Kaşar Peyniri'],
    });
    expect(parseItemNotes(line?.notes)).toMatchObject({
      extras: ['Kaşar Peyniri'],
      specialNotes: ['az pişsin'],
    });
  });

  it('sends picked free items as free units of the service charge', () => {
    const pick = {
      serviceChargeId: 'kuver',
      productId: 'p-bread',
      name: 'Ekmek',
      quantity: 2,
      unitPrice: 3000,
      vatRate: 0.1,
    };
    expect(buildOrderItems([], [pick])).toEqual([
      {
        productId: 'p-bread',
        quantity: 2,
        freeQuantity: 2,
        isFreeProduct: true,
        isIncludedInServiceCharge: true,
      },
    ]);
  });
});

describe('free-item picker rules', () => {
  const product = (id: string, categoryId: string, isAvailable = true) => ({
    id,
    categoryId,
    name: id,
    price: 3000,
    discountedPrice: 3000,
    vatRate: 0.1,
    isAvailable,
  });

  it('allows max(included totalQuantity, person count) items (001 §9)', () => {
    expect(freePickLimit(cover, 1)).toBe(2);
    expect(freePickLimit(cover, 5)).toBe(5);
  });

  it('offers the named products and the available products of named categories', () => {
    const products = [
      product('p-bread', 'c-bakery'),
      product('p-haydari', 'c-meze'),
      product('p-ezme', 'c-meze', false),
      product('p-kebap', 'c-grill'),
    ];
    expect(pickableProducts(cover, products).map((p) => p.id)).toEqual(['p-bread', 'p-haydari']);
  });

  it('drops picks above the limit or of a charge that no longer applies', () => {
    const picks = [
      {
        serviceChargeId: 'kuver',
        productId: 'p-bread',
        name: 'E',
        quantity: 4,
        unitPrice: 0,
        vatRate: 0.1,
      },
    ];
    expect(keepValidPicks(picks, [cover], 4)).toHaveLength(1);
    expect(keepValidPicks(picks, [cover], 3)).toHaveLength(0);
    expect(keepValidPicks(picks, [], 4)).toHaveLength(0);
  });
});

describe('idempotency key of a checkout attempt', () => {
  let n = 0;
  const newKey = () => `key-${++n}`;

  it('reuses the key when the same request is sent again, and takes a new one otherwise', () => {
    const first = attemptFor(null, { items: [1] }, newKey);
    const retry = attemptFor(first, { items: [1] }, newKey);
    const changed = attemptFor(retry, { items: [1, 2] }, newKey);
    expect(retry.key).toBe(first.key);
    expect(changed.key).not.toBe(first.key);
  });
});
