import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '../../../lib/cart/use-cart.ts';
import { saveScannedTable } from './save-scanned-table.ts';

const BUSINESS = '6650f1c2a4b3d5e6f7a8b901';

describe('storage after a scan (000 §4.3)', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('business_id', 'aaaaaaaaaaaaaaaaaaaaaaaa');
    localStorage.setItem('table_id', 'table-old');
    localStorage.setItem('sessionCleared', 'true');
    localStorage.setItem('sessionClearedAt', '2026-01-01T10:00:00.000Z');
    localStorage.setItem('activeOrderId', '6650f1c2a4b3d5e6f7a8b9aa');
    localStorage.setItem('cart', '[{"productId":"p1","quantity":2}]');
    localStorage.setItem('paymentCompleted', 'true');
  });

  it('writes the new table and forgets the previous session', () => {
    saveScannedTable(
      { businessId: BUSINESS, tableId: 'table-bogaz01' },
      new Date('2026-11-22T09:30:00.000Z'),
    );
    expect(localStorage.getItem('business_id')).toBe(BUSINESS);
    expect(localStorage.getItem('businessId')).toBe(BUSINESS);
    expect(localStorage.getItem('currentBusinessId')).toBe(BUSINESS);
    expect(localStorage.getItem('table_id')).toBe('table-bogaz01');
    expect(localStorage.getItem('lastBusinessId')).toBe(BUSINESS);
    expect(localStorage.getItem('lastScanTime')).toBe('2026-11-22T09:30:00.000Z');
    for (const key of [
      'sessionCleared',
      'sessionClearedAt',
      'activeOrderId',
      'cart',
      'paymentCompleted',
    ]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
  });

  it('keeps the cart lines of the scanned business, built before the table was known', () => {
    const line = (id: string, businessId: string) => ({
      id,
      productId: `p-${id}`,
      businessId,
      name: 'Çay',
      imageUrl: null,
      quantity: 2,
      price: 2500,
      originalPrice: 2500,
      vatRate: 0.1,
      notes: '',
      selectedOptions: {},
      selectedAdditions: [],
    });
    localStorage.setItem(
      'cart',
      JSON.stringify([line('a', BUSINESS), line('b', 'bbbbbbbbbbbbbbbbbbbbbbbb')]),
    );
    saveScannedTable({ businessId: BUSINESS, tableId: 'table-bogaz01' });
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([line('a', BUSINESS)]);
    expect(cartStore.getItems()).toEqual([line('a', BUSINESS)]);
  });
});
