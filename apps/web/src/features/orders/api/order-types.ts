import type { BillResponse } from '@masa/core/bill/bill.schemas';

/**
 * An order as the server answers it (001 §3 Order, Order item, Order service charge; the
 * server's domain/orders/order-response.ts). Money is integer kuruş, VAT rates are fractions.
 * Only the fields the app reads are listed.
 */
export type OrderItem = {
  id: string;
  productId: string | null;
  product: { id: string; name: string } | null;
  name: string;
  /** One unit after the discount, options and extras included. */
  price: number;
  originalPrice: number;
  quantity: number;
  freeQuantity: number;
  notes: string | null;
  status: string;
  vatRate: number;
  isPaid: boolean;
  paidQuantity: number;
  isServiceCharge: boolean;
  lineTotal: number;
};

export type OrderServiceCharge = {
  id: string;
  type: string;
  name: string;
  description: string;
  calculatedAmount: number;
};

export type Order = {
  id: string;
  orderNumber: number | null;
  status: string;
  paymentStatus: string;
  isPaid: boolean;
  isCancelled: boolean;
  business: { id: string; name: string } | null;
  businessId: string;
  table: { id: string; name: string; number: number } | null;
  tableId: string;
  userId: string | null;
  items: OrderItem[];
  subtotal: number;
  vatAmount: number;
  serviceChargeTotal: number;
  tip: number;
  tipPercentage: number;
  total: number;
  /** The one bill model (ADR 027): the figures every screen shows, never a sum of its own. */
  bill: BillResponse;
  serviceCharges: OrderServiceCharge[];
  createdAt: string;
  confirmedAt: string | null;
  editableUntil: string | null;
  canEdit: boolean;
  billRequested: boolean;
  waiterCalled: boolean;
};

/** GET /orders/{orderId}/edit-status. */
export type EditStatus = {
  orderId: string;
  canEdit: boolean;
  editableUntil: string | null;
  remainingSeconds: number;
  hasPendingItems: boolean;
  confirmedAt: string | null;
};
