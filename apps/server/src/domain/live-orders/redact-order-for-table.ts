import { GUEST_NAME } from '@masa/core/orders/order-limits';
import type { OrderResponse } from '../orders/order-response.ts';

/**
 * What an anonymous diner at the table sees of an open order there (001 §6): everything the
 * table live-order panel shows (number, status, items and their statuses, totals, edit window,
 * waiter and bill flags, what is paid and left) but nobody's identity: no user id, name, e-mail
 * or phone, nobody's payments: no methods, no tips (ADR 027), and nobody's allergy note
 * (ADR 045).
 */
export function redactOrderForTable(order: OrderResponse): OrderResponse {
  return {
    ...order,
    userId: null,
    customer: { userId: null, name: GUEST_NAME, email: null, phone: null },
    avoidedAllergens: [],
    tip: 0,
    bill: { ...order.bill, payments: [], tips: 0 },
  };
}

/**
 * An order as someone other than its diner may see it where they may (a friend at the table
 * asking for its bill, ADR 002): without the diner's allergy note, which is health data for
 * the diner and the staff only (docs/decisions/045-diner-allergens.md).
 */
export function withoutAllergyNote(order: OrderResponse, viewerId: string): OrderResponse {
  return order.userId === viewerId ? order : { ...order, avoidedAllergens: [] };
}
