import { computeBill } from '@masa/core/bill/bill';
import { describe, expect, it } from 'vitest';
import { makeItem, makeOrder } from '../../testing/order-fixture.ts';
import type { OrderItem } from './order-types.ts';
import { orderIn } from './order-in-language.ts';

// Issue 30: after ordering in English the orders, bill, split and feedback screens named the
// dishes, choices, extras, kuver and campaign in Turkish. An order keeps both names (ADR 061).
const ID = 'c'.repeat(24);
const item: OrderItem = makeItem({
  id: ID,
  name: 'Türk Kahvesi',
  nameEn: 'Turkish Coffee',
  selectedOptions: { Şeker: ['Az Şekerli'] },
  selectedOptionsEn: { Sugar: ['Little Sugar'] },
  selectedAdditions: [{ name: 'Lokum', nameEn: 'Turkish Delight', price: 1_000 }],
});
const order = makeOrder({
  items: [item],
  bill: computeBill({
    taxIncludedInPrice: true,
    lines: [
      {
        id: ID,
        name: 'Türk Kahvesi',
        quantity: 1,
        unitPrice: 11_000,
        vatRate: 10,
        options: ['Az Şekerli'],
        extras: ['Lokum'],
      },
    ],
    charges: [{ id: 'k1', name: 'Kuver', amount: 5_000, vatRate: 10 }],
    payments: [],
  }),
  serviceCharges: [
    {
      id: 'k1',
      serviceChargeId: 's1',
      type: 'cover',
      name: 'Kuver',
      description: 'Ekmek ve su',
      quantity: 1,
      calculatedAmount: 5_000,
      nameEn: 'Cover charge',
      descriptionEn: 'Bread and water',
    },
  ],
  discounts: [
    {
      type: 'campaign',
      code: 'YAZ10',
      description: 'Yaz indirimi',
      amount: 1_000,
      nameEn: 'Summer discount',
    },
  ],
});

describe('an order as a diner reads it', () => {
  it('in English: the dish, its choices, extras, kuver and campaign in English', () => {
    const read = orderIn(order, 'en');
    expect(read.items[0]).toMatchObject({
      id: ID,
      name: 'Turkish Coffee',
      selectedOptions: { Sugar: ['Little Sugar'] },
      selectedAdditions: [{ name: 'Turkish Delight', price: 1_000 }],
    });
    expect(read.bill.lines[0]).toMatchObject({
      id: ID,
      name: 'Turkish Coffee',
      options: ['Little Sugar'],
      extras: ['Turkish Delight'],
    });
    expect(read.bill.charges[0]?.name).toBe('Cover charge');
    expect(read.serviceCharges[0]).toMatchObject({
      name: 'Cover charge',
      description: 'Bread and water',
    });
    expect(read.discounts[0]?.description).toBe('Summer discount');
  });

  it('in English without an English name: the Turkish', () => {
    const plain = makeOrder({
      items: [makeItem({ name: 'Adana Kebap', nameEn: '', selectedOptions: { Acı: ['Acılı'] } })],
    });
    const read = orderIn(plain, 'en');
    expect(read.items[0]?.name).toBe('Adana Kebap');
    expect(read.items[0]?.selectedOptions).toEqual({ Acı: ['Acılı'] });
    expect(read.bill.lines[0]?.name).toBe('Adana Kebap');
  });

  it('in Turkish: the order as it came', () => {
    expect(orderIn(order, 'tr')).toBe(order);
  });
});
