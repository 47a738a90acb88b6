import type { Allergen } from '@masa/core/allergens/allergen-list';
import { GUEST_NAME } from '@masa/core/orders/order-limits';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { tr } from '../../../i18n/tr.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import { storage } from '../../../lib/storage.ts';
import { useAuth } from '../../auth/hooks/use-auth.ts';
import { addOrderItems } from '../api/add-order-items.ts';
import { createOrder } from '../api/create-order.ts';
import { createTableSession } from '../api/create-table-session.ts';
import type { CreateOrderPayload, OrderItemInput } from '../api/order-types.ts';
import { type Attempt, attemptFor } from '../utils/attempt-key.ts';
import { cartStore } from './use-cart.ts';

export type PlaceOrderRequest =
  | { kind: 'create'; payload: CreateOrderPayload }
  | {
      kind: 'add';
      orderId: string;
      body: { items: OrderItemInput[]; businessId: string; avoidedAllergens?: Allergen[] };
    };

/** Answers that mean the stored active order can take no more items. */
const GONE_ORDER_CODES = new Set(['ORDER_NOT_FOUND', 'ORDER_CLOSED']);

const messageOf = (error: unknown) => (isApiError(error) ? error.message : tr.errors.generic);

/**
 * Order placement (001 §4): a visitor first becomes a guest of this device (ADR 036), then
 * a new order is created, then linked to the table session (a failed
 * session leaves the order placed, with a warning); with an active order the cart is added to
 * it. Success clears the cart, keeps activeOrderId and goes home. One request at a time: a
 * double tap sends nothing more, and a retry of the same attempt reuses its Idempotency-Key.
 */
export function usePlaceOrder({ onActiveOrderGone }: { onActiveOrderGone: () => void }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { user, isLoggedIn, startGuest } = useAuth();
  const attempt = useRef<Attempt | null>(null);
  const sending = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(request: PlaceOrderRequest) {
    const { key } = (attempt.current = attemptFor(attempt.current, request));
    if (request.kind === 'add') {
      await addOrderItems(request.orderId, request.body, key);
      notify.success(tr.checkout.itemsAdded);
      return;
    }
    // A visitor orders as a guest of this device (ADR 036); a retry reuses that guest.
    const diner = isLoggedIn ? user : (await startGuest()).user;
    const { data: order } = await createOrder(request.payload, key);
    storage.setActiveOrderId(order.id);
    try {
      await createTableSession({
        tableId: request.payload.tableId,
        businessId: request.payload.businessId,
        userId: diner?.id ?? diner?._id ?? null,
        customerName: diner?.name?.trim() || GUEST_NAME,
        isResponsible: request.payload.isResponsible,
        orderId: order.id,
      });
    } catch (sessionError) {
      notify.warning(tr.checkout.sessionFailed(messageOf(sessionError)));
    }
    notify.success(tr.checkout.created);
  }

  async function placeOrder(request: PlaceOrderRequest) {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setError(null);
    try {
      await send(request);
      attempt.current = null;
      cartStore.clear();
      storage.setSessionCleared(false);
      void navigate('/');
    } catch (failure) {
      const message = messageOf(failure);
      setError(message);
      notify.error(message);
      if (
        request.kind === 'add' &&
        isApiError(failure) &&
        GONE_ORDER_CODES.has(failure.code ?? '')
      ) {
        storage.setActiveOrderId(null);
        attempt.current = null;
        onActiveOrderGone();
      }
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  return { placeOrder, pending, error };
}
