import type { Allergen } from '@masa/core/allergens/allergen-list';
import { GUEST_NAME } from '@masa/core/orders/order-limits';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { texts } from '../../i18n/texts.ts';
import { isApiError } from '../api/api-error.ts';
import { failureText } from '../api/failure-text.ts';
import { useNotify } from '../notifications/use-notify.ts';
import { markOwnOrderChange } from '../own-order-changes.ts';
import { type StoredUser, storage } from '../storage.ts';
import { ensureTableSitting, forgetTableSitting, SITTING_GONE_CODES } from '../table-sitting.ts';
import { useAuth } from '../auth/use-auth.ts';
import { addOrderItems } from './add-order-items.ts';
import { createOrder } from './create-order.ts';
import { createTableSession } from './create-table-session.ts';
import { orderKeys } from '../orders/order-keys.ts';
import { orderSharedCart } from './shared-cart.ts';
import type { CreateOrderPayload, OrderItemInput } from './order-types.ts';
import { type Attempt, attemptFor, readStoredAttempt, storeAttempt } from './attempt-key.ts';
import { GuestSignInError, placeOrderFailure, type OrderScreen } from './place-order-failure.ts';
import { sendOnceConnected, StoppedWaiting } from './send-once-connected.ts';
import { cartStore } from './use-cart.ts';

const t = texts('checkout', 'orders');

export type PlaceOrderRequest =
  | { kind: 'create'; payload: CreateOrderPayload }
  | {
      kind: 'add';
      orderId: string;
      body: { items: OrderItemInput[]; businessId: string; avoidedAllergens?: Allergen[] };
    };

/** Answers that mean the stored active order can take no more items. */
const GONE_ORDER_CODES = new Set(['ORDER_NOT_FOUND', 'ORDER_CLOSED']);

/**
 * Order placement (001 §4): a visitor first becomes a guest of this device (ADR 036), the
 * phone joins the table's sitting if it has not yet (ADR 042), then a new order is created
 * in it, then linked to the table session (a failed
 * session leaves the order placed, with a warning); with an active order the cart is added to
 * it. Success clears the cart, keeps activeOrderId and goes home. One request at a time: a
 * double tap sends nothing more, and a retry of the same attempt reuses its Idempotency-Key.
 * Successes and failures say what 001 §8 gives for each (utils/place-order-failure.ts); a
 * guest that cannot be made leaves the diner the sign-in (`signInNeeded`).
 * Offline (issue 21 §6) the order waits for the connection with the cart as it is (`waiting`)
 * and goes once it returns, as does one whose answer was lost with the connection, with the
 * same key (kept for the tab across a reload): the server answers the order it placed, if it
 * did. The wait ends when the diner leaves the screen or calls `stopWaiting`: nothing is ever
 * sent in the background.
 */
export function usePlaceOrder({
  onActiveOrderGone,
  screen = 'cart',
}: {
  onActiveOrderGone: () => void;
  /** The table panel words adding to the order its own way (001 §8). */
  screen?: OrderScreen;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { user, isLoggedIn, startGuest } = useAuth();
  const attempt = useRef<Attempt | null>(null);
  const sending = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signInNeeded, setSignInNeeded] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const wait = useRef<AbortController | null>(null);
  const stopWaiting = useCallback(() => wait.current?.abort(new StoppedWaiting()), []);
  useEffect(() => stopWaiting, [stopWaiting]);

  /** `guest`: the guest made for this attempt, reused when it is sent again. */
  async function send(request: PlaceOrderRequest, made: { guest?: StoredUser }) {
    await cartStore.beforeOrder();
    const version = cartStore.sharedVersion();
    attempt.current = attemptFor(attempt.current ?? readStoredAttempt(), { request, version });
    storeAttempt(attempt.current);
    const { key } = attempt.current;
    if (request.kind === 'add') {
      // Marked before sending: the socket's echo can arrive before the answer does.
      markOwnOrderChange(request.orderId);
      await addOrderItems(request.orderId, request.body, key);
      markOwnOrderChange(request.orderId);
      notify.success(screen === 'table' ? t('orders.table.itemsAdded') : t('checkout.itemsAdded'));
      return;
    }
    // A visitor orders as a guest of this device (ADR 036); a retry reuses that guest (sent
    // again after the connection came back, it is the same caller, so the same key holds).
    if (!isLoggedIn && !made.guest) {
      made.guest = (await startGuest().catch(GuestSignInError.wrap)).user;
    }
    const diner = made.guest ?? user;
    await ensureTableSitting();
    if (version !== null) {
      // The table's shared cart (ADR 043): its lines, as confirmed, become one order in the sitting.
      const { data: order } = await orderSharedCart(request.payload, version, key);
      storage.setActiveOrderId(order.id);
      notify.success(t('checkout.created'));
      return;
    }
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
      const reason = failureText(sessionError, t('checkout.createService'));
      notify.warning(t('checkout.sessionFailed', { reason }));
    }
    // One order, one toast (issue 30): the sitting's first order used to add 'Siparişiniz alındı
    // ve oturum başlatıldı!', the same news twice; home shows the sitting itself (ADR 066).
    notify.success(t('checkout.created'));
  }

  async function placeOrder(request: PlaceOrderRequest) {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setError(null);
    setSignInNeeded(false);
    wait.current = new AbortController();
    try {
      const made = {};
      await sendOnceConnected(() => send(request, made), {
        signal: wait.current.signal,
        onWaiting: setWaiting,
      });
      attempt.current = null;
      storeAttempt(null);
      // The cart may have read the diner's orders before this one (useOpenOrderId): home, on a
      // list cached without it, would forget the active order it was just given.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void cartStore.afterOrder().catch(() => undefined);
      storage.setSessionCleared(false);
      void navigate('/');
    } catch (failure) {
      // The diner stopped the wait: nothing was sent, the cart is as it was.
      if (failure instanceof StoppedWaiting) return;
      const gone =
        request.kind === 'add' && isApiError(failure) && GONE_ORDER_CODES.has(failure.code ?? '');
      const message = gone
        ? t('orders.activeGone')
        : placeOrderFailure(failure, request.kind === 'add' ? screen : 'create');
      setError(message);
      notify.error(message);
      setSignInNeeded(failure instanceof GuestSignInError);
      // The sitting is over or not this phone's: the cart asks for the table again.
      if (isApiError(failure) && SITTING_GONE_CODES.has(failure.code ?? '')) forgetTableSitting();
      // A friend changed or ordered the shared cart meanwhile: show it as it is now.
      if (isApiError(failure) && failure.code?.startsWith('CART_'))
        void cartStore.afterOrder().catch(() => undefined);
      if (gone) {
        storage.setActiveOrderId(null);
        attempt.current = null;
        storeAttempt(null);
        onActiveOrderGone();
      }
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  return { placeOrder, pending, waiting, stopWaiting, error, signInNeeded };
}
