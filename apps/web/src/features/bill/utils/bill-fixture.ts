import type { BillItem, BillStatus } from '../api/bill-types.ts';

/** A server-shaped bill (GET /orders/{id}/bill) for unit tests. */
export function makeBillItem(overrides: Partial<BillItem> = {}): BillItem {
  return {
    id: 'i1',
    name: 'Adana Kebap',
    status: 'delivered',
    quantity: 2,
    freeQuantity: 0,
    unitPrice: 33_333,
    vatRate: 10,
    isPaid: false,
    paidQuantity: 0,
    approvedQuantity: 0,
    pendingQuantity: 0,
    remainingQuantity: 2,
    availableQuantity: 2,
    ...overrides,
  };
}

export function makeBill(overrides: Partial<BillStatus> = {}): BillStatus {
  return {
    orderId: 'a'.repeat(24),
    orderNumber: 101,
    businessId: 'b'.repeat(24),
    tableId: 'table-bogaz01',
    status: 'delivered',
    paymentStatus: 'unpaid',
    isPaid: false,
    billRequested: false,
    allPaid: false,
    taxIncludedInPrice: true,
    paymentMethods: ['cash', 'credit_card', 'sodexo'],
    splitPaymentMethods: ['cash', 'credit_card', 'sodexo'],
    tipOptions: [0, 5, 10, 15],
    splitTipOptions: [0, 5, 10, 15, 20],
    items: [
      makeBillItem(),
      makeBillItem({
        id: 'i2',
        name: 'Ayran',
        quantity: 3,
        unitPrice: 4_000,
        remainingQuantity: 3,
        availableQuantity: 3,
      }),
    ],
    subtotal: 78_666,
    serviceChargeTotal: 5_000,
    total: 83_666,
    remainingAmount: 83_666,
    splitRequests: [],
    ...overrides,
  };
}
