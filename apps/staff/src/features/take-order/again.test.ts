import { describe, expect, it } from 'vitest';
import { dishesAgain } from './again.ts';

const product = (id: string, isAvailable = true) => ({
  id,
  name: id,
  price: 100_00,
  discountPercentage: 0,
  options: [],
  extras: [],
  isAvailable,
});
const line = (productId: string | null, options: Record<string, string[]> = {}) => ({
  productId,
  name: productId ?? 'Servis',
  selectedOptions: options,
  selectedAdditions: [],
});

describe("the table's dishes one tap away", () => {
  it('lists the newest order first, each dish and its choices once, only what the menu offers', () => {
    const orders = [
      { items: [line('rakı', { Boy: ['Duble'] }), line('ayran'), line(null)] },
      { items: [line('ayran'), line('rakı', { Boy: ['Tek'] }), line('levrek')] },
    ];
    const shown = dishesAgain(orders, [
      product('rakı'),
      product('ayran'),
      product('levrek', false),
    ]);
    expect(shown.map((again) => [again.product.id, again.options])).toEqual([
      ['rakı', { Boy: ['Duble'] }],
      ['ayran', {}],
      ['rakı', { Boy: ['Tek'] }],
    ]);
  });
});
