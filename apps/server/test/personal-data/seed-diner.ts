import {
  businesses,
  orderItems,
  orders,
  payments,
  reviews,
  tables,
} from '../../src/db/schema/index.ts';
import { newId } from '../../src/lib/ids.ts';
import type { TestContext } from '../app.ts';

/** A business with one table, where the tests' diners eat. */
export async function seedBusiness(db: TestContext['db']) {
  const businessId = newId();
  await db.insert(businesses).values({
    id: businessId,
    name: 'KVKK Lokantası',
    address: { street: 'Cadde 1', city: 'İzmir', state: '', zipCode: '35000', country: 'Türkiye' },
  });
  const tableId = `table-${businessId.slice(-8)}`;
  await db
    .insert(tables)
    .values({ id: tableId, businessId, name: 'Masa 1', number: 1, qrCode: tableId });
  return { businessId, tableId };
}

let orderNumber = 0;

/**
 * A paid order of `user` (name, e-mail and phone on it as a diner's order carries them), one
 * line of 2 × 125,00 TL, a cash payment with a 20,00 TL tip, and the diner's review of it.
 */
export async function seedPaidOrder(
  db: TestContext['db'],
  place: { businessId: string; tableId: string },
  user: { id: string; name: string; email: string; phone?: string },
) {
  orderNumber += 1;
  const orderId = newId();
  await db.insert(orders).values({
    id: orderId,
    orderNumber,
    businessId: place.businessId,
    tableId: place.tableId,
    userId: user.id,
    customerName: user.name,
    customerEmail: user.email,
    customerPhone: user.phone ?? '0555 123 4567',
    subtotal: 25_000,
    vatAmount: 2_273,
    total: 25_000,
    tip: 2_000,
    isPaid: true,
    paidAt: new Date(),
    paymentStatus: 'paid',
    status: 'paid',
  });
  await db.insert(orderItems).values({
    orderId,
    name: 'Adana Kebap',
    unitPrice: 12_500,
    originalPrice: 12_500,
    quantity: 2,
    vatRate: 10,
    isPaid: true,
  });
  await db.insert(payments).values({
    orderId,
    businessId: place.businessId,
    amount: 25_000,
    tipAmount: 2_000,
    method: 'cash',
  });
  await db.insert(reviews).values({
    businessId: place.businessId,
    userId: user.id,
    orderId,
    rating: 5,
    comment: `${user.name} çok memnun kaldı`,
  });
  return orderId;
}
