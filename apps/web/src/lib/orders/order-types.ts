import type { OrderItemResponse, OrderResponse } from '@masa/core/orders/order-response.schemas';

/**
 * An order as the server answers it (001 §3 Order, Order item, Order service charge), inferred
 * from the one schema in core that the server answers with: money in integer kuruş, VAT rates
 * fractions, `bill` the one bill model (ADR 027) every screen shows.
 */
export type Order = OrderResponse;
export type OrderItem = OrderItemResponse;
export type OrderServiceCharge = OrderResponse['serviceCharges'][number];

/** GET /orders/{orderId}/edit-status. */
export type EditStatus = {
  orderId: string;
  canEdit: boolean;
  editableUntil: string | null;
  remainingSeconds: number;
  hasPendingItems: boolean;
  confirmedAt: string | null;
};
