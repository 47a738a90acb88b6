import { describe, expect, it } from 'vitest';
import { visibleProducts } from './menu-filter.ts';

const products = [
  { id: '1', name: 'İzmir Köfte', categoryId: 'izgara', sortOrder: 1 },
  { id: '2', name: 'Tavuk Kanat Izgara', categoryId: 'izgara', sortOrder: 0 },
  { id: '3', name: 'Ayran', categoryId: 'icecek', sortOrder: 0 },
];

describe('the dishes the order screen lists', () => {
  it("lists the open tab's dishes in menu order", () => {
    const shown = visibleProducts(products, { categoryId: 'izgara', search: '' });
    expect(shown.map((p) => p.id)).toEqual(['2', '1']);
  });

  it('searches the whole menu with Turkish case rules while the waiter types', () => {
    expect(visibleProducts(products, { categoryId: 'icecek', search: 'İZMİR' })).toHaveLength(1);
    expect(visibleProducts(products, { categoryId: null, search: 'kanat ızgara' })).toHaveLength(1);
    expect(visibleProducts(products, { categoryId: null, search: 'pizza' })).toEqual([]);
  });
});
