import { computeBill, restOfBill, priceSelection, type BillInput } from '@masa/core/bill/bill';
import type { BillStatus } from '../lib/bill/bill-types.ts';

const BASE: BillInput = {
  taxIncludedInPrice: true,
  lines: [
    { id: 'i1', name: 'Adana Kebap', quantity: 2, unitPrice: 33_333, vatRate: 10 },
    { id: 'i2', name: 'Ayran', quantity: 3, unitPrice: 4_000, vatRate: 20 },
  ],
  charges: [{ id: 'c1', name: 'Kuver', amount: 5_000, vatRate: 10 }],
  payments: [],
};

/**
 * A server-shaped bill (GET /orders/{id}/bill) for unit tests, computed as the server does:
 * the one bill model over `input` (the two lines and the kuver above by default).
 */
export function makeBill(input: Partial<BillInput> = {}): BillStatus {
  const full = { ...BASE, ...input };
  const bill = computeBill(full);
  return {
    orderId: 'a'.repeat(24),
    orderNumber: 101,
    businessId: 'b'.repeat(24),
    tableId: 'table-bogaz01',
    status: 'delivered',
    paymentStatus: bill.payments.length ? 'partially_paid' : 'unpaid',
    isPaid: bill.settled,
    billRequested: false,
    allPaid: bill.lines.every((line) => line.dueQuantity === 0 && !line.shares.some((s) => s.due)),
    taxIncludedInPrice: bill.taxIncludedInPrice,
    article51: true,
    paymentMethods: ['cash', 'credit_card', 'sodexo'],
    splitPaymentMethods: ['cash', 'credit_card', 'sodexo'],
    tipOptions: [0, 5, 10, 15, 20],
    splitTipOptions: [0, 5, 10, 15, 20],
    items: bill.lines.map((line) => ({
      id: line.id,
      name: line.name,
      nameEn: line.nameEn,
      status: 'delivered',
      dinerGuestNumber: null,
      quantity: line.quantity,
      freeQuantity: line.freeQuantity,
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
      isPaid: line.leftQuantity === 0,
      paidQuantity: line.paidQuantity,
      approvedQuantity: line.leftQuantity - line.dueQuantity,
      pendingQuantity: line.dueQuantity - line.availableQuantity,
      remainingQuantity: line.dueQuantity,
      availableQuantity: line.availableQuantity,
      dinerName: null,
      isMine: true,
      placedByStaff: false,
    })),
    bill,
    subtotal: bill.subtotal,
    serviceChargeTotal: bill.serviceChargeTotal,
    total: bill.total,
    remainingAmount: priceSelection(full, restOfBill(bill)).amount,
    splitRequests: [],
  };
}
