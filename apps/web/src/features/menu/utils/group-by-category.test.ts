import { describe, expect, it } from 'vitest';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';
import { groupByCategory } from './group-by-category.ts';

const product = (id: string, categoryId: string) => ({ id, categoryId }) as MenuProduct;

describe('groupByCategory', () => {
  it('puts the products under their categories, in the categories’ order, empty ones left out', () => {
    const sections = groupByCategory(
      [product('tea', 'drinks'), product('menemen', 'breakfast'), product('old', 'gone')],
      [
        { id: 'breakfast', name: 'Kahvaltı' },
        { id: 'desserts', name: 'Tatlılar' },
        { id: 'drinks', name: 'İçecekler' },
      ],
    );
    expect(sections.map((s) => [s.category?.name ?? null, s.products.map((p) => p.id)])).toEqual([
      ['Kahvaltı', ['menemen']],
      ['İçecekler', ['tea']],
      [null, ['old']],
    ]);
  });
});
