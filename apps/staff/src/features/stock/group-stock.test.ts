import type { StockProduct } from '@masa/core/staff/back-office.schemas';
import { describe, expect, it } from 'vitest';
import { groupStock } from './group-stock.ts';

const product = (name: string, categoryName: string): StockProduct => ({
  id: name,
  name,
  categoryId: categoryName,
  categoryName,
  price: 100_00,
  isAvailable: true,
  active: true,
});
const menu = [
  product('Izgara Köfte', 'Izgaralar'),
  product('Adana Kebap', 'Izgaralar'),
  product('Çay', 'Sıcak İçecekler'),
  product('Türk Kahvesi', 'Sıcak İçecekler'),
];
const names = (query: string) =>
  groupStock(menu, query).map((group) => [group.name, group.items.map((p) => p.name)]);

describe('the stock screen search', () => {
  it('keeps the categories in order, each with its products', () => {
    expect(names('')).toEqual([
      ['Izgaralar', ['Izgara Köfte', 'Adana Kebap']],
      ['Sıcak İçecekler', ['Çay', 'Türk Kahvesi']],
    ]);
  });

  it('finds Turkish names typed without their letters, and whole categories by name', () => {
    expect(names('izgara kofte')).toEqual([['Izgaralar', ['Izgara Köfte']]]);
    expect(names('cay')).toEqual([['Sıcak İçecekler', ['Çay']]]);
    expect(names('SICAK')).toEqual([['Sıcak İçecekler', ['Çay', 'Türk Kahvesi']]]);
    expect(names('lahmacun')).toEqual([]);
  });
});
