import { computeBill } from '@masa/core/bill/bill';
import type { Order, OrderItem } from '../api/order-types.ts';

/** A server-shaped order for unit tests; override what a test is about. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'a'.repeat(24),
    orderNumber: 101,
    status: 'pending',
    paymentStatus: 'unpaid',
    isPaid: false,
    isCancelled: false,
    business: { id: 'b1', name: 'Boğaziçi Lokantası' },
    businessId: 'b1',
    table: { id: 't1', name: 'Cam Kenarı 3', number: 3 },
    tableId: 't1',
    userId: 'u1',
    items: [makeItem()],
    subtotal: 24_000,
    vatAmount: 2_182,
    serviceChargeTotal: 0,
    tip: 0,
    tipPercentage: 0,
    total: 24_000,
    bill: computeBill({
      taxIncludedInPrice: true,
      lines: [
        { id: 'i'.repeat(24), name: 'Adana Kebap', quantity: 2, unitPrice: 12_000, vatRate: 10 },
      ],
      charges: [],
      payments: [],
    }),
    serviceCharges: [],
    createdAt: '2025-11-22T10:00:00.000Z',
    confirmedAt: null,
    editableUntil: null,
    canEdit: false,
    billRequested: false,
    waiterCalled: false,
    ...overrides,
  };
}

export function makeItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 'i'.repeat(24),
    productId: 'p1',
    product: { id: 'p1', name: 'Adana Kebap' },
    name: 'Adana Kebap',
    price: 12_000,
    originalPrice: 12_000,
    quantity: 2,
    freeQuantity: 0,
    notes: null,
    status: 'pending',
    vatRate: 0.1,
    isPaid: false,
    paidQuantity: 0,
    isServiceCharge: false,
    lineTotal: 24_000,
    ...overrides,
  };
}
