import { describe, expect, it } from 'vitest';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';
import { resolveMenuTarget } from '../hooks/use-menu-target.ts';
import { emptyReason, emptyText, filterProducts, hiddenForAllergens } from './filter-products.ts';

const product = (over: Partial<MenuProduct>): MenuProduct => ({
  id: 'p',
  _id: 'p',
  businessId: 'b1',
  categoryId: 'c-drinks',
  name: '',
  description: '',
  price: 1000,
  discountedPrice: 1000,
  discountPercentage: 0,
  discount: 0,
  vatRate: 0.1,
  isAvailable: true,
  isActive: true,
  ingredients: [],
  allergens: [],
  isVegetarian: false,
  isVegan: false,
  isGlutenFree: false,
  preparationTime: null,
  imageUrl: null,
  images: [],
  imageVariants: [],
  ratingAverage: 0,
  ratingCount: 0,
  isFeatured: false,
  isMonthlySpecial: false,
  isCampaign: false,
  campaignStartDate: null,
  campaignEndDate: null,
  campaignDescription: null,
  options: [],
  extras: [],
  sortOrder: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const menu = [
  product({ id: 'cay', name: 'Çay', description: 'Rize çayı' }),
  product({ id: 'salep', name: 'Salep', isMonthlySpecial: true }),
  product({ id: 'kofte', name: 'Izgara Köfte', categoryId: 'c-grill', isFeatured: true }),
  product({
    id: 'tavuk',
    name: 'Tavuk Şiş',
    categoryId: 'c-grill',
    discountPercentage: 15,
    isCampaign: true,
  }),
];
const ids = (list: MenuProduct[]) => list.map((p) => p.id);
const view = { search: '', categoryId: null, filters: [] };

describe('the menu grid', () => {
  it('searches Turkish-aware, then narrows by category and filters', () => {
    expect(ids(filterProducts(menu, { ...view, search: 'cay' }))).toEqual(['cay']);
    expect(ids(filterProducts(menu, { ...view, search: 'IZGARA' }))).toEqual(['kofte']);
    expect(ids(filterProducts(menu, { ...view, categoryId: 'c-grill' }))).toEqual([
      'kofte',
      'tavuk',
    ]);
    expect(ids(filterProducts(menu, { ...view, filters: ['discounted'] }))).toEqual(['tavuk']);
    expect(ids(filterProducts(menu, { ...view, filters: ['campaign', 'featured'] }))).toEqual([]);
    expect(ids(filterProducts(menu, { ...view, filters: ['monthly'] }))).toEqual(['salep']);
  });

  it('searches the whole menu, whatever category is chosen (issue 30)', () => {
    const inGrill = { ...view, categoryId: 'c-grill' };
    expect(ids(filterProducts(menu, { ...inGrill, search: 'salep' }))).toEqual(['salep']);
    expect(ids(filterProducts(menu, { ...inGrill, search: '  ' }))).toEqual(['kofte', 'tavuk']);
  });

  it('hides the dishes with an avoided allergen only when the diner chose so (issue 21 §5)', () => {
    const withAllergens = [
      product({ id: 'menemen', allergens: ['eggs', 'milk'] }),
      product({ id: 'humus', allergens: ['sesame'] }),
      product({ id: 'cay' }),
    ];
    const avoiding = { ...view, avoided: ['milk' as const] };
    expect(ids(filterProducts(withAllergens, avoiding))).toEqual(['menemen', 'humus', 'cay']);
    expect(ids(filterProducts(withAllergens, { ...avoiding, hideAvoided: true }))).toEqual([
      'humus',
      'cay',
    ]);
    expect(hiddenForAllergens(withAllergens[0]!, { ...avoiding, hideAvoided: true })).toBe(true);
    expect(hiddenForAllergens(withAllergens[0]!, { ...view, hideAvoided: true })).toBe(false);
  });

  it('says why it is empty', () => {
    expect(emptyReason(0, view)).toBe('noProducts');
    expect(emptyReason(4, { ...view, search: 'pizza' })).toBe('noSearchMatch');
    expect(emptyReason(4, { ...view, categoryId: 'c-empty' })).toBe('emptyCategory');
    expect(emptyReason(4, { ...view, filters: ['monthly'] })).toBe('noProducts');
  });
});

describe('which table the menu is for', () => {
  const stored = { businessId: 'b1', tableId: 't1' };

  it('takes the ids of the address first', () => {
    expect(resolveMenuTarget({ businessId: 'b2', tableId: 't9' }, null, stored)).toEqual({
      businessId: 'b2',
      tableId: 't9',
    });
  });

  it('uses the stored table only for the stored business', () => {
    expect(resolveMenuTarget({ businessId: 'b1' }, null, stored)).toEqual(stored);
    expect(resolveMenuTarget({ businessId: 'b2' }, null, stored)).toEqual({
      businessId: 'b2',
      tableId: null,
    });
    expect(resolveMenuTarget({}, 'b3', stored)).toEqual({ businessId: 'b3', tableId: null });
    expect(resolveMenuTarget({}, null, stored)).toEqual(stored);
    expect(resolveMenuTarget({}, null, { businessId: null, tableId: null })).toEqual({
      businessId: null,
      tableId: null,
    });
  });
});

describe('the empty grid (001 §2, §8)', () => {
  const view = { search: '', categoryId: null, filters: [] };
  it('says why nothing is shown: no products, no match for the search, an empty category', () => {
    expect(emptyText(0, view)).toBe('Ürün bulunamadı.');
    expect(emptyText(12, { ...view, search: 'pizza' })).toBe('Aramanıza uygun ürün bulunamadı.');
    expect(emptyText(12, { ...view, categoryId: 'c-desserts' })).toBe(
      'Bu kategoride ürün bulunmuyor.',
    );
    expect(emptyText(12, { ...view, categoryId: 'c-desserts', filters: ['discounted'] })).toBe(
      'Ürün bulunamadı.',
    );
  });
});
