import type { SharedCart, SharedCartLine } from '@masa/core/tables/shared-cart.schemas';
import { readAllergenChoice } from '../allergens/allergen-choice.ts';
import { api } from '../api-client.ts';
import { storage } from '../storage.ts';
import { TIMEOUTS } from '../api/api-config.ts';
import type { CartItem } from './cart-item.ts';
import type { CreateOrderPayload, PlacedOrder } from './order-types.ts';

/**
 * The shared cart of the table's sitting (issue 21 §2, ADR 043). The phone's key to the
 * sitting goes with every request (lib/api/request-headers.ts); each change answers the whole
 * cart.
 */
const CART = '/tables/sessions/current/cart';
const options = { timeout: TIMEOUTS.orderAction };

/** A server line as the app's cart line, with its diner. */
export const toCartItem = (line: SharedCartLine): CartItem => ({
  id: line.id,
  productId: line.productId,
  businessId: line.businessId,
  name: line.name,
  imageUrl: line.imageUrl,
  quantity: line.quantity,
  price: line.price,
  originalPrice: line.originalPrice,
  vatRate: line.vatRate,
  notes: line.notes,
  selectedOptions: line.selectedOptions,
  selectedAdditions: line.selectedAdditions,
  diner: { name: line.diner.name, guestNumber: line.diner.guestNumber, isMine: line.diner.isMine },
  available: line.available,
});

export const getSharedCart = () => api.get<SharedCart>(CART, options);

/**
 * Adds a line with the allergens this diner avoids now: the order of the cart carries every
 * line's diner's allergy note, whoever places it (ADR 045).
 */
export function addSharedLine(item: CartItem) {
  const { avoided } = readAllergenChoice(storage.getUser());
  return api.post<SharedCart>(
    `${CART}/lines`,
    {
      productId: item.productId,
      quantity: item.quantity,
      notes: item.notes || null,
      selectedOptions: item.selectedOptions,
      selectedAdditions: item.selectedAdditions.map((addition) => addition.name),
      ...(avoided.length > 0 ? { avoidedAllergens: [...avoided] } : {}),
    },
    options,
  );
}

const linePath = (lineId: string) => `${CART}/lines/${encodeURIComponent(lineId)}`;

export const setSharedQuantity = (lineId: string, quantity: number) =>
  api.patch<SharedCart>(linePath(lineId), { quantity }, options);

export const removeSharedLine = (lineId: string) =>
  api.delete<SharedCart>(linePath(lineId), options);

/**
 * Places the order of the shared cart: the checkout's fields, the version of the cart the
 * diner confirmed, the kuver's free picks; the lines are the server's.
 */
export function orderSharedCart(
  payload: CreateOrderPayload,
  cartVersion: number,
  idempotencyKey: string,
) {
  const { items, businessId: _business, tableId: _table, appType: _app, ...checkout } = payload;
  const freeItems = items
    .filter((item) => item.isFreeProduct)
    .map(({ productId, quantity }) => ({ productId, quantity }));
  return api.send<PlacedOrder>(`${CART}/order`, {
    method: 'POST',
    body: { ...checkout, cartVersion, freeItems },
    headers: { 'Idempotency-Key': idempotencyKey },
    timeout: TIMEOUTS.orderArea,
  });
}
