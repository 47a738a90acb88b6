import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/db.ts';
import { newId, newTableId } from '../../lib/ids.ts';
import * as s from './index.ts';

const { db } = await createTestDb();

const address = {
  street: 'Kordon 1',
  city: 'İzmir',
  state: 'Konak',
  zipCode: '35220',
  country: 'Türkiye',
};

async function makeBusiness() {
  const [business] = await db.insert(s.businesses).values({ name: 'Test', address }).returning();
  const [table] = await db
    .insert(s.tables)
    .values({ businessId: business!.id, name: 'Masa 1', number: 1, qrCode: newId() })
    .returning();
  const [category] = await db
    .insert(s.categories)
    .values({ businessId: business!.id, name: 'Tatlılar' })
    .returning();
  const [product] = await db
    .insert(s.products)
    .values({ businessId: business!.id, categoryId: category!.id, name: 'Künefe', price: 240_00 })
    .returning();
  return { business: business!, table: table!, category: category!, product: product! };
}

const a = await makeBusiness();
const b = await makeBusiness();
const [user] = await db
  .insert(s.users)
  .values({ name: 'Deniz', email: 'Deniz@Example.com', inviteCode: 'INV1' })
  .returning();
const [order] = await db
  .insert(s.orders)
  .values({ businessId: a.business.id, tableId: a.table.id, userId: user!.id, orderNumber: 1 })
  .returning();

/** The PostgreSQL constraint a failed insert broke (drizzle wraps the pg error). */
async function violated(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string } }).cause;
    return cause?.constraint;
  }
  throw new Error('the write was accepted');
}

describe('database constraints', () => {
  it('generates ids of 24 hex characters and table ids shorter than that', () => {
    expect(a.business.id).toMatch(/^[0-9a-f]{24}$/);
    expect(order!.id).toMatch(/^[0-9a-f]{24}$/);
    expect(a.table.id).toMatch(/^table-[a-z0-9]{10}$/);
  });

  it('refuses a table id with anything but letters and digits after table-', async () => {
    const row = { businessId: a.business.id, name: 'Masa 2', number: 2, qrCode: 'Q2' };
    expect(await violated(db.insert(s.tables).values({ ...row, id: 'table-ab_12' }))).toBe(
      'tables_id_check',
    );
    expect(await violated(db.insert(s.tables).values({ ...row, id: 'masa-12' }))).toBe(
      'tables_id_check',
    );
    await db.insert(s.tables).values({ ...row, id: newTableId() });
  });

  it('refuses a business id that is not 24 hex characters', async () => {
    const write = db.insert(s.businesses).values({ id: 'rest1', name: 'Eski', address });
    expect(await violated(write)).toBe('businesses_id_check');
  });

  it('refuses a review of both a business and a product, of neither, or rated outside 1–5', async () => {
    const review = { userId: user!.id, orderId: order!.id, rating: 5 };
    const both = { ...review, businessId: a.business.id, productId: a.product.id };
    expect(await violated(db.insert(s.reviews).values(both))).toBe('reviews_target_check');
    expect(await violated(db.insert(s.reviews).values(review))).toBe('reviews_target_check');
    const rating6 = { ...review, businessId: a.business.id, rating: 6 };
    expect(await violated(db.insert(s.reviews).values(rating6))).toBe('reviews_rating_check');
  });

  it('accepts one review per target per order, and no second', async () => {
    const review = { userId: user!.id, orderId: order!.id, rating: 4, businessId: a.business.id };
    await db.insert(s.reviews).values(review);
    await db.insert(s.reviews).values({ ...review, businessId: null, productId: a.product.id });
    expect(await violated(db.insert(s.reviews).values(review))).toBe('reviews_business_once_key');
  });

  it("keeps an order's table and a product's category inside their own business", async () => {
    const foreignTable = { businessId: a.business.id, tableId: b.table.id, orderNumber: 2 };
    expect(await violated(db.insert(s.orders).values(foreignTable))).toBe('orders_table_fk');
    const foreignCategory = {
      businessId: a.business.id,
      categoryId: b.category.id,
      name: 'Baklava',
      price: 100_00,
    };
    expect(await violated(db.insert(s.products).values(foreignCategory))).toBe(
      'products_category_fk',
    );
  });

  it('refuses person counts outside 1–20, zero quantities and messages over 200 characters', async () => {
    const crowd = {
      businessId: a.business.id,
      tableId: a.table.id,
      orderNumber: 3,
      personCount: 21,
    };
    expect(await violated(db.insert(s.orders).values(crowd))).toBe('orders_person_count_check');
    const item = {
      orderId: order!.id,
      name: 'Künefe',
      unitPrice: 1,
      originalPrice: 1,
      vatRate: 10,
    };
    expect(await violated(db.insert(s.orderItems).values({ ...item, quantity: 0 }))).toBe(
      'order_items_quantity_check',
    );
    const message = {
      orderId: order!.id,
      businessId: a.business.id,
      senderType: 'customer' as const,
      sentByName: 'Deniz',
    };
    expect(
      await violated(db.insert(s.orderMessages).values({ ...message, message: 'a'.repeat(201) })),
    ).toBe('order_messages_message_check');
    await db.insert(s.orderMessages).values({ ...message, message: 'a'.repeat(200) });
  });

  it('records each share of a shared line paid once, whichever payment tries again (ADR 048)', async () => {
    const [line] = await db
      .insert(s.orderItems)
      .values({
        orderId: order!.id,
        name: 'Humus',
        quantity: 1,
        unitPrice: 160_00,
        originalPrice: 160_00,
        vatRate: 10,
      })
      .returning();
    const pay = async () =>
      (
        await db
          .insert(s.payments)
          .values({ orderId: order!.id, businessId: a.business.id, amount: 53_33, method: 'cash' })
          .returning()
      )[0]!;
    const share = (paymentId: string, shareIndex: number) =>
      db
        .insert(s.paymentShares)
        .values({ paymentId, orderItemId: line!.id, shareCount: 3, shareIndex });
    const first = await pay();
    await share(first.id, 1);
    await share(first.id, 2);
    expect(await violated(share((await pay()).id, 2))).toBe('payment_shares_item_share_key');
    expect(await violated(share(first.id, 4))).toBe('payment_shares_index_check');
  });

  it('treats e-mail addresses as unique regardless of case', async () => {
    const twin = { name: 'Deniz 2', email: 'deniz@example.com', inviteCode: 'INV2' };
    expect(await violated(db.insert(s.users).values(twin))).toBe('users_email_lower_key');
  });
});
