import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every open order's bill; refetched with the floor on every live event (use-live-service.ts). */
export const orderBillKey = ['staff', 'order-bill'] as const;

const orderQuery = (orderId: string) => ({
  queryKey: [...orderBillKey, orderId],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<OrderResponse>(`/staff/orders/${orderId}`, { signal }),
});

/** GET /api/staff/orders/{id}: the order with its bill (the one bill model, ADR 027). */
export const useOrderBill = (orderId: string) =>
  useQuery({ ...orderQuery(orderId), select: (order) => order.bill });

/** The party the order was priced for (the sitting's, ADR 054), from the same answer. */
export const useOrderPersonCount = (orderId: string) =>
  useQuery({ ...orderQuery(orderId), select: (order) => order.personCount });

/** The same order's allergy note (ADR 045), from the same answer: no second request. */
export const useOrderAllergyNote = (orderId: string) =>
  useQuery({ ...orderQuery(orderId), select: (order) => order.avoidedAllergens });

/** A staff order's course, waiter and seats (issue 31), from the same answer. */
export const useOrderCourse = (orderId: string) =>
  useQuery({
    ...orderQuery(orderId),
    select: (order: OrderResponse) => ({
      course: order.course,
      held: order.held,
      firedAt: order.firedAt,
      placedBy: order.placedBy,
      seats: order.items.flatMap(({ id, seat, quantity, name }) =>
        seat === null ? [] : [{ id, seat, quantity, name }],
      ),
    }),
  });
