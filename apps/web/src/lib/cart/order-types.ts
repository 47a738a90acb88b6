import type { Allergen } from '@masa/core/allergens/allergen-list';
import type { OrderResponse } from '@masa/core/orders/order-response.schemas';

/** The server's order answer (001 §3 Order, core's schema): what the checkout gets back. */
export type PlacedOrder = OrderResponse;

/** One line of the order-create and add-items payloads (001 §3). Prices are not sent. */
export type OrderItemInput = {
  productId: string;
  quantity: number;
  notes?: string;
  selectedOptions?: Record<string, string[]>;
  selectedAdditions?: string[];
  freeQuantity?: number;
  isFreeProduct?: boolean;
  isIncludedInServiceCharge?: boolean;
};

/** 001 §3 Order-create payload. */
export type CreateOrderPayload = {
  businessId: string;
  tableId: string;
  items: OrderItemInput[];
  personCount: number;
  orderType: 'immediate' | 'scheduled';
  scheduledFor?: string;
  notes?: string;
  isResponsible: boolean;
  /** A campaign's code the diner typed (issue 20): the server checks it and prices with it. */
  campaignCode?: string;
  /** The allergens the diner avoids now: the order's allergy note (issue 21 §5, ADR 045). */
  avoidedAllergens?: Allergen[];
  appType: 'customer';
};
